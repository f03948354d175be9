import { getTranslations } from 'next-intl/server';
import { PermissionSummary } from '@/components/full-dashboard/permission-summary';
import { Badge } from '@/components/ui/badge';
import type { FamilyCheckIn, LookedAfterLink } from '@/lib/data/looking-after';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { linkState } from '@/lib/looking-after/permissions';
import { routes } from '@/lib/routes';
import { AccessEnd } from './access-end';
import { CheckInLine } from './check-in-line';
import { LinkStateBadge } from './link-state-badge';

/** One member in the list: who, in which role, what they share and until when, and a running check-in when it is shared. */
export async function LookedAfterCard({ link, locale, checkIn = null }: { link: LookedAfterLink; locale: Locale; checkIn?: FamilyCheckIn | null }) {
  const t = await getTranslations({ locale, namespace: 'LookingAfter' });
  const common = await getTranslations({ locale, namespace: 'FullDashboard' });
  const name = link.full_name?.trim() || common('unnamed');
  const state = linkState(link);
  return (
    <li className="grid gap-2 rounded-lg border border-border p-4" data-testid="looked-after" data-member-id={link.member_id}>
      <p className="flex flex-wrap items-center gap-2">
        <span className="text-lg font-semibold break-words">{name}</span>
        <Badge variant="outline">{common(`role.${link.role}`)}</Badge>
        <LinkStateBadge state={state} locale={locale} />
      </p>
      {link.relationship && <p className="text-sm text-muted-foreground break-words">{t('relationship', { relationship: link.relationship })}</p>}
      {state === 'paused' ? <p className="text-sm">{t('pausedNotice', { name })}</p> : <PermissionSummary link={link} locale={locale} />}
      {checkIn && state === 'live' && <CheckInLine checkIn={checkIn} name={name} locale={locale} />}
      <AccessEnd state={state} expiresAt={link.expires_at} locale={locale} />
      <Link
        href={`${routes.lookingAfter}/${link.member_id}`}
        className="inline-flex min-h-11 items-center justify-self-start font-medium text-guardian underline underline-offset-4"
      >
        {t('details', { name })}
      </Link>
    </li>
  );
}
