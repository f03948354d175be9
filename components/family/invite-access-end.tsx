import { useTranslations } from 'next-intl';
import type { Database } from '@/lib/database.types';
import { Moment } from './moment';

type Invite = Pick<Database['public']['Tables']['family_invites']['Row'], 'access_expires_at' | 'access_duration_hours'>;

/**
 * When the access an invitation grants would end: a period counted from acceptance ("24 hours
 * after accepting"), a fixed moment, or no end. Used on both sides of the invitation.
 */
export function InviteAccessEnd({ invite }: { invite: Invite }) {
  const t = useTranslations('FamilyCarers.inviteEnd');
  if (invite.access_expires_at) {
    return (
      <>
        {t('at')} <Moment iso={invite.access_expires_at} className="font-medium" />
      </>
    );
  }
  if (invite.access_duration_hours) return <>{t('after', { hours: invite.access_duration_hours })}</>;
  return <>{t('never')}</>;
}
