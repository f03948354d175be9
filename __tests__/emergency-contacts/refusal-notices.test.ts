import { createTranslator } from 'use-intl/core';
import { sendNotice, type ContactsT } from '@/components/emergency-contacts/outcome-notice';
import type { ContactProblem } from '@/lib/emergency-contacts/db-errors';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import nl from '@/messages/nl.json';

/** Every refusal a send can end in (send-contact-message.ts) is said in words, in each language. */
const SEND_REFUSALS: ContactProblem[] = ['notFound', 'alreadyAgreed', 'declined', 'noChannel'];

describe.each([['en', en], ['nl', nl], ['es', es]] as const)('refusals of a send (%s)', (locale, messages) => {
  const t = createTranslator({ locale, messages, namespace: 'EmergencyContacts' }) as unknown as ContactsT;
  const failed = t('problems.failed');

  it.each(SEND_REFUSALS)('words %s as itself, not as a generic failure', (problem) => {
    const notice = sendNotice(t, problem, 'consent_request', 'Ana', null);
    expect(notice.tone).toBe('error');
    expect(notice.text).not.toBe(failed);
  });

  it('tells a contact who declined apart, with when they can be asked again', () => {
    expect(sendNotice(t, 'declined', 'test', 'Ana', null).text).toBe(t('problems.declined'));
    expect(t('problems.declined')).toContain('30');
  });
});
