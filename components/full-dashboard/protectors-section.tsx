import { getTranslations } from 'next-intl/server';
import { Badge } from '@/components/ui/badge';
import { LocalMoment } from '@/components/ui/local-moment';
import type { ProtectorLink } from '@/lib/data/full-dashboard';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { routes } from '@/lib/routes';
import { PermissionSummary } from './permission-summary';
import { OverviewSection } from './overview-section';

type Props = { links: ProtectorLink[]; pendingInvitations: number; locale: Locale };

/**
 * "People who protect me": the member's live and paused links, and invitations still open. An end
 * of access is shown to the second, in the member's own zone, named (the same moment the family
 * page shows), because a carer's access ends to the second (docs/product.md#roles-and-permissions).
 */
export async function ProtectorsSection({ links, pendingInvitations, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'FullDashboard' });
  return (
    <OverviewSection id="protectors-title" title={t('protectors.title')} testId="protectors">
      {links.length === 0 ? (
        <p className="text-sm">{t('protectors.none')}</p>
      ) : (
        <ul className="grid gap-3">
          {links.map((link) => {
            const end = link.expires_at;
            return (
              <li key={link.id} className="grid gap-1 border-b border-border pb-3 last:border-b-0 last:pb-0">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-medium break-words">{link.full_name?.trim() || t('unnamed')}</span>
                  <Badge variant="outline">{t(`role.${link.role}`)}</Badge>
                  <Badge variant={link.live ? 'success' : 'secondary'}>{link.live ? t('protectors.live') : t('protectors.paused')}</Badge>
                </p>
                {link.relationship && <p className="text-sm text-muted-foreground break-words">{link.relationship}</p>}
                <PermissionSummary link={link} locale={locale} />
                <p className="text-sm text-muted-foreground" data-testid="protector-end">
                  {end ? t.rich('protectors.until', { date: () => <LocalMoment iso={end} /> }) : t('protectors.noEnd')}
                </p>
              </li>
            );
          })}
        </ul>
      )}
      <p className="text-sm" data-testid="pending-invitations">
        {t('protectors.pending', { count: pendingInvitations })}
      </p>
      <Link href={routes.family} className="inline-flex min-h-11 items-center justify-self-start font-medium text-guardian underline underline-offset-4">
        {t('protectors.manage')}
      </Link>
    </OverviewSection>
  );
}
