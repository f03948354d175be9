import { createTranslator } from 'use-intl/core';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import nl from '@/messages/nl.json';
import type { Locale } from '@/lib/i18n/routing';
import { openStreetMapUrl } from '@/lib/sos/map-link';
import type { LatLng } from '@/lib/sos/haversine';
import { type MessageTimeZone, messageTimeZone } from './message-time-zone';
import { formatPhoneForReading } from './phone-country';

const CATALOGUES = { en, nl, es } as const;

const sosTranslator = (language: Locale) => createTranslator({ locale: language, messages: CATALOGUES[language], namespace: 'SosNotify' });
type SosTranslator = ReturnType<typeof sosTranslator>;

export type SosMessageKind = 'sos_alert' | 'test_alert' | 'sos_ended';

/**
 * What raised the alarm (public.sos_source). The texts differ for the three that nobody tapped in
 * the app: the pendant's button, a fall nobody answered, a check-in that did not come.
 */
export type AlarmSource = 'app' | 'pendant' | 'fall' | 'check_in' | 'voice' | 'test';
const ALARM_SOURCES: readonly string[] = ['app', 'pendant', 'fall', 'check_in', 'voice', 'test'] satisfies AlarmSource[];

/** A source the texts know, or null: a source added later reads as a tapped SOS rather than failing the row. */
export const alarmSource = (value: string | null | undefined): AlarmSource | null =>
  value && ALARM_SOURCES.includes(value) ? (value as AlarmSource) : null;

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
  /** What raised it; absent on rows queued before sources were told (they read as a tapped SOS). */
  source?: AlarmSource | null;
  /** What the member wrote on their check-in, quoted after the first sentence. */
  note?: string | null;
  /** For a check-in alarm: the time the member said they would check in by. */
  dueAt?: string | null;
  /** For sos_ended: how it ended beyond its status ('checked_in_late': a check-in after the alarm). */
  outcomeDetail?: string | null;
  /**
   * Raised by a check-in's duress code: the member may be with someone who forced them to say they
   * are safe, so the text says so and never asks anyone to call or text the member's phone.
   */
  silent?: boolean;
};

/** A moment as a message writes it: its date and time on the zone's clock, and the zone's name. */
export type MessageMoment = { date: string; time: string; zone: string };

/**
 * `iso` on the clock of `zone`, in `language`, with the zone's name from `SosNotify.timeZone`
 * ("22:48", "hora de Madrid"). Shared with the notices (lib/notify/notice-message.ts), so every
 * message names its zone the same way.
 */
export function messageMoment(iso: string, language: Locale, zone: MessageTimeZone): MessageMoment {
  const at = new Date(iso);
  return {
    date: new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: zone.zone }).format(at),
    time: new Intl.DateTimeFormat(language, { timeStyle: 'short', timeZone: zone.zone }).format(at),
    zone: sosTranslator(language)(`timeZone.${zone.place}`),
  };
}

/**
 * The e-mail subject and the text (e-mail body, SMS and the family's in-app copy) about an alarm,
 * in the recipient's language (docs/architecture.md#sos-delivery). Whoever reads it must be able
 * to act on it alone:
 * - the first sentence says what happened: an SOS tapped in the app, the pendant's button, a fall
 *   nobody answered, or a check-in that did not come (with the member's note, quoted);
 * - the time is on the recipient's clock where we can know it, else on the member's, and the text
 *   always names the zone (lib/notify/message-time-zone.ts): "22:48 (hora de Madrid)";
 * - an alert gives the member's number to call, then 112, and the map link when there is a position;
 * - an SMS starts with the product's name: a text from an unknown number must say who sends it.
 * Test alerts say TEST in the subject and the first words, so nobody mistakes a test for a real
 * emergency. An alarm ended by a late check-in says so, not just "resolved".
 */
export function composeSosMessage(input: SosMessageInput): { subject: string; body: string } {
  const t = sosTranslator(input.language);
  const product = createTranslator({ locale: input.language, messages: CATALOGUES[input.language], namespace: 'Common' })('productName');

  const zone = messageTimeZone({
    recipientPhone: input.channel === 'sms' ? input.recipientAddress : null,
    memberCountry: input.memberCountry,
  });
  const when = messageMoment(input.startedAt, input.language, zone);

  const givenName = input.memberName?.trim() || null;
  const name = givenName ?? t('someone');
  const where = input.position ? t('position', { url: openStreetMapUrl(input.position) }) : t('noPosition');
  const phone = formatPhoneForReading(input.memberPhone, input.memberCountry);
  const advice = !phone ? t('callAdvice') : givenName ? t('callAdvicePhone', { name: givenName, phone }) : t('callAdvicePhoneUnnamed', { phone });

  const { subject, text } = (() => {
    if (input.kind === 'sos_ended') {
      if (input.outcomeDetail === 'checked_in_late') {
        return { subject: t('checkedInLate.subject', { name }), text: t('checkedInLate.body', { name, ...when }) };
      }
      const outcome = input.outcome ?? 'resolved';
      return { subject: t(`endedSubject.${outcome}`, { name }), text: t(`endedBody.${outcome}`, { name, ...when }) };
    }
    if (input.kind === 'test_alert') {
      return { subject: t('testSubject', { name }), text: `${t('testBody', { name, ...when })} ${where}` };
    }
    const note = input.note?.trim();
    const noteLine = note ? t('checkInNote', { note }) : null;
    if (input.silent) {
      const happened = [t('sourceBody.duress', { name, ...when }), noteLine].filter(Boolean).join(' ');
      return { subject: t('sourceSubject.duress', { name }), text: `${happened} ${where} ${t('duressAdvice')}` };
    }
    const happened = [whatHappened(input, t, name, zone, when), noteLine].filter(Boolean).join(' ');
    return { subject: alertSubject(input.source, t, name), text: `${happened} ${where} ${advice}` };
  })();

  const test = input.kind === 'test_alert' ? `${t('testMark')} ` : '';
  const sender = input.channel === 'sms' ? `${t('smsSender', { product })} ` : '';
  return { subject, body: `${test}${sender}${text}` };
}

function alertSubject(source: AlarmSource | null | undefined, t: SosTranslator, name: string): string {
  if (source === 'pendant' || source === 'fall' || source === 'check_in') return t(`sourceSubject.${source}`, { name });
  return t('alertSubject', { name });
}

/**
 * The alert's first sentence. A missed check-in gives the time the member chose, on the same
 * clock as the rest, with its date when that differs from the alarm's (due 23:55, grace 10 minutes:
 * the alarm is tomorrow's); without its due time (never expected) it says when the alarm went off.
 */
function whatHappened(input: SosMessageInput, t: SosTranslator, name: string, zone: MessageTimeZone, when: MessageMoment): string {
  if (input.source === 'pendant' || input.source === 'fall') return t(`sourceBody.${input.source}`, { name, ...when });
  if (input.source !== 'check_in') return t('alertBody', { name, ...when });
  if (!input.dueAt || Number.isNaN(Date.parse(input.dueAt))) return t('sourceBody.check_in_unknown', { name, ...when });
  const due = messageMoment(input.dueAt, input.language, zone);
  return due.date === when.date
    ? t('sourceBody.check_in', { name, dueTime: due.time, zone: due.zone })
    : t('sourceBody.check_in_on', { name, dueTime: due.time, dueDate: due.date, zone: due.zone });
}
