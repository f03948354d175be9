import { getTranslations } from 'next-intl/server';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Link } from '@/lib/i18n/navigation';
import { QuickActionButton } from './quick-action-button';
import { routes } from '@/lib/routes';

/**
 * docs/product.md#routes-and-screens quick actions: a page (href), a panel opened in place (Devices & Settings, the Emma
 * chat), or — for a screen not built yet — "Coming soon" without a link, so nothing here ever
 * leads to a missing page.
 */
type Action =
  | { key: 'sos'; href: string }
  | { key: 'devices' | 'emma'; opens: 'devices' | 'emma' }
  | { key: 'contacts' | 'family'; comingSoon: true };

const ACTIONS: readonly Action[] = [
  { key: 'sos', href: routes.sos },
  { key: 'contacts', comingSoon: true },
  { key: 'family', comingSoon: true },
  { key: 'devices', opens: 'devices' },
  { key: 'emma', opens: 'emma' },
];

const actionClass =
  'flex min-h-20 w-full items-center justify-center rounded-md border border-border p-3 text-center font-medium hover:bg-muted';

export async function QuickActions() {
  const t = await getTranslations('MemberDashboard.quickActions');
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-5">
          {ACTIONS.map((action) => (
            <li key={action.key}>
              {'href' in action ? (
                <Link href={action.href} className={actionClass}>
                  {t(action.key)}
                </Link>
              ) : 'opens' in action ? (
                <QuickActionButton action={action.opens} label={t(action.key)} className={actionClass} />
              ) : (
                <div className="flex min-h-20 flex-col items-center justify-center gap-1 rounded-md border border-dashed border-border p-3 text-center text-muted-foreground">
                  <span className="font-medium">{t(action.key)}</span>
                  <Badge variant="secondary">{t('comingSoon')}</Badge>
                </div>
              )}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
