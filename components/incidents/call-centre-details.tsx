'use client';

import { useTranslations } from 'next-intl';
import type { SosEvent, SosPosition } from '@/lib/data/sos';
import { isOpen } from '@/lib/data/sos';
import type { IncidentMember } from '@/lib/data/incidents';
import { openStreetMapUrl } from '@/lib/sos/map-link';
import { AnswerTimeValue } from './answer-time-value';

type Props = { event: SosEvent; member: IncidentMember | null; position: SosPosition | null | undefined; agents: Record<string, string> };

/** What Call Centre Spain needs to call a member (rows of the card's list): phone, address, position, agent, answer time. */
export function CallCentreDetails({ event, member, position, agents }: Props) {
  const t = useTranslations('Incidents');
  const alarms = useTranslations('AdminAlarms');
  return (
    <>
      <dt className="font-medium">{t('phone')}</dt>
      <dd>{member?.phone ? <a className="underline" href={`tel:${member.phone}`}>{member.phone}</a> : '—'}</dd>
      <dt className="font-medium">{t('address')}</dt>
      <dd>{member?.address || '—'}</dd>
      <dt className="font-medium">{t('location')}</dt>
      <dd>
        {!isOpen(event) ? (
          '—'
        ) : position ? (
          <a className="underline" href={openStreetMapUrl(position)} target="_blank" rel="noopener noreferrer">
            {t('mapLink', { latitude: position.latitude.toFixed(5), longitude: position.longitude.toFixed(5) })}
          </a>
        ) : (
          t('noLocation')
        )}
      </dd>
      <dt className="font-medium">{t('agent')}</dt>
      <dd>{event.claimed_by ? agents[event.claimed_by] || t('unnamed') : t('unclaimed')}</dd>
      <dt className="font-medium">{alarms('answer.label')}</dt>
      <dd>
        <AnswerTimeValue event={event} />
      </dd>
    </>
  );
}
