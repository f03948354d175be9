import { createTranslator } from 'use-intl/core';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import nl from '@/messages/nl.json';
import type { Locale } from '@/lib/i18n/routing';

const CATALOGUES = { en, nl, es } as const;

export type ContactMessageKind = 'test' | 'consent_request';

export type ContactMessageInput = {
  kind: ContactMessageKind;
  channel: 'email' | 'sms';
  /** The contact's language: everything they receive is written in it. */
  language: Locale;
  /** The member as their profile names them (their e-mail address without a name). */
  memberName: string;
  contactName: string;
  /** The channels the contact would be alerted by in an SOS. */
  channels: readonly ('email' | 'sms')[];
  /** consent_request: the page where they agree or decline, and until when the link works. */
  consentUrl?: string;
  linkExpiresAt?: string;
};

/**
 * What a contact receives from the contacts page, in their language (pure, unit-tested): a test
 * message says who sends it, that it is only a test and nothing needs doing; a consent request says
 * who named them, what it means, and the link. SMS carry the same content, shorter. Dates are
 * written in UTC: the server does not know the contact's time zone.
 */
export function composeContactMessage(input: ContactMessageInput): { subject: string; body: string } {
  const t = createTranslator({ locale: input.language, messages: CATALOGUES[input.language], namespace: 'EmergencyContacts.outgoing' });
  const name = input.memberName.trim() || t('someone');
  const channels = input.channels.length === 2 ? t('channels.both') : t(`channels.${input.channels[0] ?? 'email'}`);
  if (input.kind === 'test') {
    const body = input.channel === 'sms' ? t('testSms', { name }) : t('testBody', { name, contact: input.contactName, channels });
    return { subject: t('testSubject', { name }), body };
  }
  const url = input.consentUrl ?? '';
  const until = input.linkExpiresAt
    ? new Intl.DateTimeFormat(input.language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(input.linkExpiresAt))
    : '';
  const body = input.channel === 'sms' ? t('consentSms', { name, url }) : t('consentBody', { name, contact: input.contactName, channels, url, until });
  return { subject: t('consentSubject', { name }), body };
}
