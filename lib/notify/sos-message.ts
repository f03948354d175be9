import { createTranslator } from 'use-intl/core';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import nl from '@/messages/nl.json';
import type { Locale } from '@/lib/i18n/routing';
import { openStreetMapUrl } from '@/lib/sos/map-link';
import type { LatLng } from '@/lib/sos/haversine';
import { messageTimeZone } from './message-time-zone';
import { formatPhoneForReading } from './phone-country';

const CATALOGUES = { en, nl, es } as const;

export type SosMessageKind = 'sos_alert' | 'test_alert' | 'sos_ended';

export type SosMessageInput = {
  kind: SosMessageKind;
  language: Locale;
  /** How it reaches the recipient, and where: an SMS's number tells the recipient's time zone. */
  channel: 'email' | 'sms' | 'in_app';
  recipientAddress: string | null;
  /** null when the member has not given a name: the message says "an ICE SOS member". */
  memberName: string | null;
  /** The member's number (profiles.phone), for the recipient to call; null when unknown. */
  memberPhone: string | null;
  /** The member's country (profiles.country, ISO alpha-2): their time zone, and how to read a national number. */
  memberCountry: string | null;
  startedAt: string;
  position: LatLng | null;
  /** For sos_ended: how it ended. */
  outcome?: 'resolved' | 'cancelled' | 'false_alarm';
};

/**
 * The e-mail subject and the text (e-mail body, SMS and the family's in-app copy) about an alarm,
 * in the recipient's language (docs/architecture.md#sos-delivery). Whoever reads it must be able
 * to act on it alone:
 * - the time is on the recipient's clock where we can know it, else on the member's, and the text
 *   always names the zone (lib/notify/message-time-zone.ts): "22:48 (hora de Madrid)";
 * - an alert gives the member's number to call, then 112, and the map link when there is a position;
 * - an SMS starts with the product's name: a text from an unknown number must say who sends it.
 * Test alerts say TEST in the subject and the first words, so nobody mistakes a test for a real
 * emergency.
 */
export function composeSosMessage(input: SosMessageInput): { subject: string; body: string } {
  const messages = CATALOGUES[input.language];
  const t = createTranslator({ locale: input.language, messages, namespace: 'SosNotify' });
  const product = createTranslator({ locale: input.language, messages, namespace: 'Common' })('productName');

  const zone = messageTimeZone({
    recipientPhone: input.channel === 'sms' ? input.recipientAddress : null,
    memberCountry: input.memberCountry,
  });
  const at = new Date(input.startedAt);
  const when = {
    date: new Intl.DateTimeFormat(input.language, { dateStyle: 'medium', timeZone: zone.zone }).format(at),
    time: new Intl.DateTimeFormat(input.language, { timeStyle: 'short', timeZone: zone.zone }).format(at),
    zone: t(`timeZone.${zone.place}`),
  };

  const givenName = input.memberName?.trim() || null;
  const name = givenName ?? t('someone');
  const where = input.position ? t('position', { url: openStreetMapUrl(input.position) }) : t('noPosition');
  const phone = formatPhoneForReading(input.memberPhone, input.memberCountry);
  const advice = !phone ? t('callAdvice') : givenName ? t('callAdvicePhone', { name: givenName, phone }) : t('callAdvicePhoneUnnamed', { phone });

  const { subject, text } = (() => {
    if (input.kind === 'sos_ended') {
      const outcome = input.outcome ?? 'resolved';
      return { subject: t(`endedSubject.${outcome}`, { name }), text: t(`endedBody.${outcome}`, { name, ...when }) };
    }
    if (input.kind === 'test_alert') {
      return { subject: t('testSubject', { name }), text: `${t('testBody', { name, ...when })} ${where}` };
    }
    return { subject: t('alertSubject', { name }), text: `${t('alertBody', { name, ...when })} ${where} ${advice}` };
  })();

  const test = input.kind === 'test_alert' ? `${t('testMark')} ` : '';
  const sender = input.channel === 'sms' ? `${t('smsSender', { product })} ` : '';
  return { subject, body: `${test}${sender}${text}` };
}
