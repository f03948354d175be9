import { getTranslations } from 'next-intl/server';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Link } from '@/lib/i18n/navigation';

type Action = { key: 'sos' | 'contacts' | 'family' | 'devices' | 'emma'; href: string | null };

/**
 * Spec §2 quick actions. An action whose screen is not built yet has href null: it shows as
 * "Coming soon" without a link, so nothing here ever leads to a missing page. Set the href when
 * the screen lands.
 */
const ACTIONS: readonly Action[] = [
  { key: 'sos', href: '/sos' },
  { key: 'contacts', href: null },
  { key: 'family', href: null },
  { key: 'devices', href: null },
  { key: 'emma', href: null },
];

export async function QuickActions() {
  const t = await getTranslations('MemberDashboard.quickActions');
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-5">
          {ACTIONS.map(({ key, href }) => (
            <li key={key}>
              {href ? (
                <Link href={href} className="flex min-h-20 items-center justify-center rounded-md border border-border p-3 text-center font-medium hover:bg-muted">
                  {t(key)}
                </Link>
              ) : (
                <div className="flex min-h-20 flex-col items-center justify-center gap-1 rounded-md border border-dashed border-border p-3 text-center text-muted-foreground">
                  <span className="font-medium">{t(key)}</span>
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
