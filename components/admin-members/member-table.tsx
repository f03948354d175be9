import { useTranslations } from 'next-intl';
import { HistoryTableHead } from '@/components/access-log/history-table-head';
import { Badge } from '@/components/ui/badge';
import { LocalMoment } from '@/components/ui/local-moment';
import type { MemberListRow } from '@/lib/data/admin-members';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routes';
import { ProtectionLabel } from './protection-label';

const linkClass = 'font-medium underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring';

/** The URL of one member's page in the admin area. */
export const memberHref = (userId: string) => `${routes.adminMembers}/${userId}`;

/**
 * One page of members as a three-column table (member, plan and protection, last alarm): name and
 * e-mail share a cell, as do plan and protection, and every cell breaks anywhere, so it fits a
 * 360 px screen without scrolling sideways. The name links to the member's page.
 */
export function MemberTable({ members }: { members: MemberListRow[] }) {
  const t = useTranslations('AdminMembers');
  return (
    <table className="w-full border-collapse text-left text-sm" data-testid="member-table">
      <HistoryTableHead caption={t('caption')} captionHidden columns={[t('columns.member'), t('columns.plan'), t('columns.lastAlarm')]} />
      <tbody>
        {members.map((member) => (
          <tr key={member.userId} className="border-b border-border align-top" data-testid="member-row" data-user-id={member.userId}>
            <td className="py-2 pr-2 [overflow-wrap:anywhere]">
              <Link href={memberHref(member.userId)} className={linkClass}>
                {member.fullName?.trim() || t('noName')}
              </Link>
              {member.role === 'admin' && (
                <Badge variant="guardian" className="ml-2">
                  {t('adminBadge')}
                </Badge>
              )}
              <span className="block text-muted-foreground" data-testid="member-email">
                {member.email}
              </span>
            </td>
            <td className="py-2 pr-2 [overflow-wrap:anywhere]">
              <span className="block" data-testid="member-plan">
                {member.planName ?? t('noPlan')}
              </span>
              <ProtectionLabel protection={member.protection} />
            </td>
            <td className="py-2 [overflow-wrap:anywhere]">{member.lastAlarmAt ? <LocalMoment iso={member.lastAlarmAt} style="stacked" /> : t('noAlarm')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
