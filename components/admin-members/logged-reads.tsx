import { useTranslations } from 'next-intl';
import { LocationReveal } from '@/components/looking-after/location-reveal';
import { MedicalReveal } from '@/components/looking-after/medical-reveal';
import { MemberSection } from './member-section';

/**
 * "Show medical ID" and "Show last location": the same buttons family and carers use, calling the
 * same logged functions (get_member_medical_profile, get_sos_location) on the admin's own session,
 * so each read lands in the member's access log as an admin read, like anyone else's. Nothing is
 * read until the admin asks; the page says so first. The last location is the latest position of
 * the alarm that recorded one (the summary names that alarm, never its coordinates).
 */
export function LoggedReads({ memberId, name, lastLocatedAlarmId }: { memberId: string; name: string; lastLocatedAlarmId: string | null }) {
  const t = useTranslations('AdminMembers.member');
  return (
    <MemberSection id="member-reads" title={t('readsTitle')}>
      <p className="text-sm">{t('readsLead')}</p>
      <div className="flex flex-col gap-2">
        <h3 className="text-lg font-semibold">{t('medicalTitle')}</h3>
        <MedicalReveal memberId={memberId} name={name} />
      </div>
      <div className="flex flex-col gap-2">
        <h3 className="text-lg font-semibold">{t('locationTitle')}</h3>
        {lastLocatedAlarmId ? <LocationReveal memberId={memberId} eventId={lastLocatedAlarmId} name={name} /> : <p className="text-sm">{t('noLocation', { name })}</p>}
      </div>
    </MemberSection>
  );
}
