'use client';

import { useTranslations } from 'next-intl';
import { ProtectionBadge } from '@/components/protection/protection-badge';
import type { MemberState } from '@/lib/offline/member-state';
import { useMomentText } from './use-moment-text';

/** What this device last knew about the member: who, protected or not, how many would be alerted, and when that was. */
export function OfflineMemberSummary({ member }: { member: MemberState }) {
  const t = useTranslations('OfflineSos');
  const moment = useMomentText();
  return (
    <section aria-labelledby="offline-member-title" data-testid="offline-member" className="flex flex-col gap-2 rounded-xl border border-border p-4">
      <h2 id="offline-member-title" className="text-lg font-semibold">
        {t('lastKnownTitle')}
      </h2>
      {member.firstName && <p>{t('name', { name: member.firstName })}</p>}
      <p>
        <ProtectionBadge isProtected={member.protectedNow}>{member.protectedNow ? t('protected') : t('notProtected')}</ProtectionBadge>
      </p>
      <p>{t('alertCount', { count: member.alertCount })}</p>
      <p className="text-sm text-muted-foreground">{t('asOf', { when: moment.dayAndTime(member.savedAt) })}</p>
    </section>
  );
}
