import { useTranslations } from 'next-intl';
import { LocalMoment } from '@/components/ui/local-moment';
import type { MemberDetail } from '@/lib/data/admin-members';
import { MemberSection } from './member-section';
import { ProtectionLabel } from './protection-label';

const rowClass = 'grid gap-1 sm:grid-cols-[12rem_1fr] sm:gap-4';

/** Who the member is: e-mail, role, member since, protection and how many emergency contacts. */
export function MemberDetails({ member }: { member: MemberDetail }) {
  const t = useTranslations('AdminMembers');
  return (
    <MemberSection id="member-details" title={t('member.detailsTitle')}>
      <dl className="grid gap-3" data-testid="member-details">
        <div className={rowClass}>
          <dt className="font-medium">{t('member.email')}</dt>
          <dd className="[overflow-wrap:anywhere]" data-testid="member-email">
            {member.email}
          </dd>
        </div>
        <div className={rowClass}>
          <dt className="font-medium">{t('member.role')}</dt>
          <dd data-testid="member-role">{t(`roles.${member.role}`)}</dd>
        </div>
        <div className={rowClass}>
          <dt className="font-medium">{t('member.memberSince')}</dt>
          <dd>
            <LocalMoment iso={member.createdAt} style="medium" />
          </dd>
        </div>
        <div className={rowClass}>
          <dt className="font-medium">{t('member.protection')}</dt>
          <dd>
            <ProtectionLabel protection={member.protection} />
          </dd>
        </div>
        <div className={rowClass}>
          <dt className="font-medium">{t('member.contacts')}</dt>
          <dd data-testid="member-contacts" data-count={member.contactCount}>
            {t('member.contactCount', { count: member.contactCount })}
          </dd>
        </div>
      </dl>
    </MemberSection>
  );
}
