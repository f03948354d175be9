import { getTranslations } from 'next-intl/server';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routes';
import { QuickActionButton } from './quick-action-button';

/**
 * docs/product.md#routes-and-screens quick actions: the member area's pages, and Emma's chat, which
 * opens in place. Every action leads somewhere that exists.
 */
type Action = { key: 'sos' | 'contacts' | 'family' | 'medicalId' | 'devices'; href: string } | { key: 'emma'; opensChat: true };

const ACTIONS: readonly Action[] = [
  { key: 'sos', href: routes.sos },
  { key: 'contacts', href: routes.contacts },
  { key: 'family', href: routes.family },
  { key: 'medicalId', href: routes.medicalId },
  { key: 'devices', href: routes.devices },
  { key: 'emma', opensChat: true },
];

const actionClass =
  'flex min-h-20 w-full items-center justify-center rounded-md border border-border p-3 text-center font-medium [overflow-wrap:anywhere] hover:bg-muted focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring';
// The page's most important action looks it (issue 24): SOS in the emergency colour, first, and
// across both columns on a phone.
const sosClass =
  'flex min-h-20 w-full items-center justify-center rounded-md bg-emergency p-3 text-center text-lg font-bold text-emergency-foreground [overflow-wrap:anywhere] hover:bg-emergency-strong focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring';

export async function QuickActions() {
  const t = await getTranslations('MemberDashboard.quickActions');
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {ACTIONS.map((action) => (
            <li key={action.key} className={action.key === 'sos' ? 'col-span-2 sm:col-span-1' : undefined}>
              {'href' in action ? (
                <Link href={action.href} className={action.key === 'sos' ? sosClass : actionClass} data-testid={`quick-action-${action.key}`}>
                  {t(action.key)}
                </Link>
              ) : (
                <QuickActionButton label={t(action.key)} className={actionClass} />
              )}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
