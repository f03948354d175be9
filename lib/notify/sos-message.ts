import { createTranslator } from 'use-intl/core';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import nl from '@/messages/nl.json';
import type { Locale } from '@/lib/i18n/routing';
import { openStreetMapUrl } from '@/lib/sos/map-link';
import type { LatLng } from '@/lib/sos/haversine';

const CATALOGUES = { en, nl, es } as const;

export type SosMessageKind = 'sos_alert' | 'test_alert' | 'sos_ended';

export type SosMessageInput = {
  kind: SosMessageKind;
  language: Locale;
  /** null when the member has not given a name: the message says "an ICE SOS member". */
  memberName: string | null;
  startedAt: string;
  position: LatLng | null;
  /** For sos_ended: how it ended. */
  outcome?: 'resolved' | 'cancelled' | 'false_alarm';
};

/**
 * The e-mail subject and the text (e-mail body and SMS alike) an emergency contact receives, in the
 * contact's language. Test alerts say TEST in the subject and the first words, so nobody mistakes
 * a test for a real emergency. Times are written in UTC: the server does not know the contact's zone.
 */
export function composeSosMessage(input: SosMessageInput): { subject: string; body: string } {
  const t = createTranslator({ locale: input.language, messages: CATALOGUES[input.language], namespace: 'SosNotify' });
  const time = new Intl.DateTimeFormat(input.language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(
    new Date(input.startedAt),
  );
  const name = input.memberName?.trim() || t('someone');
  const where = input.position ? t('position', { url: openStreetMapUrl(input.position) }) : t('noPosition');

  if (input.kind === 'sos_ended') {
    const outcome = input.outcome ?? 'resolved';
    return { subject: t(`endedSubject.${outcome}`, { name }), body: t(`endedBody.${outcome}`, { name, time }) };
  }
  if (input.kind === 'test_alert') {
    return { subject: t('testSubject', { name }), body: `${t('testBody', { name, time })} ${where}` };
  }
  return { subject: t('alertSubject', { name }), body: `${t('alertBody', { name, time })} ${where} ${t('callAdvice')}` };
}
