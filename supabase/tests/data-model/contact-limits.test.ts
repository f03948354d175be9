/**
 * The database checks the contact form's bounds with the very numbers the form and the server
 * action use (CONTACT_LIMITS), so the two cannot drift apart silently: each maximum is stored,
 * one more character is refused, and so is one fewer than each minimum, each by its own check
 * (supabase/migrations/20261123000100_contact_limits.sql). Messages go in through
 * submit_contact_message, the only way the app stores them.
 */
import { CONTACT_LIMITS } from '@/lib/validation/contact';
import { closeClients, serviceClient, uniqueEmail } from '../helpers';

afterAll(closeClients);

const DOMAIN = '@example.com';

type Overrides = { sender_name?: string; sender_email?: string; message_subject?: string; message_body?: string };

/** Each send from its own address, so the per-address rate limit never interferes. */
function send(overrides: Overrides) {
  return serviceClient().rpc('submit_contact_message', {
    sender_name: 'Ana García',
    sender_email: uniqueEmail('limits'),
    message_subject: 'Pendant question',
    message_body: 'How long does the battery last?',
    message_language: 'en',
    ...overrides,
  });
}

/**
 * The refusal names the check that made it. (Matched on the message: PostgreSQL answers 23514,
 * while the local server on PGlite passes the same text on under a generic code.)
 */
const refusedBy = (check: string) => expect.objectContaining({ message: expect.stringContaining(check) });

/** A unique e-mail address of exactly `length` characters. */
function emailOfLength(length: number): string {
  const unique = `l${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return unique.padEnd(length - DOMAIN.length, 'a') + DOMAIN;
}

const text = (length: number) => 'x'.repeat(length);

describe('contact_messages checks the bounds of CONTACT_LIMITS', () => {
  const { name, email, subject, message } = CONTACT_LIMITS;

  it.each([
    ['name', (n: number) => ({ sender_name: text(n) }), name, 'contact_messages_name_length'],
    ['subject', (n: number) => ({ message_subject: text(n) }), subject, 'contact_messages_subject_length'],
    ['message', (n: number) => ({ message_body: text(n) }), message, 'contact_messages_message_length'],
  ] as const)('%s: stores the minimum and the maximum, refuses one fewer and one more', async (_field, input, limits, check) => {
    expect((await send(input(limits.min))).error).toBeNull();
    expect((await send(input(limits.max))).error).toBeNull();
    expect((await send(input(limits.min - 1))).error).toEqual(refusedBy(check));
    expect((await send(input(limits.max + 1))).error).toEqual(refusedBy(check));
  });

  it('e-mail: stores an address of the maximum length and refuses one character more', async () => {
    const longest = emailOfLength(email.max);
    expect(longest).toHaveLength(email.max);
    expect((await send({ sender_email: longest })).error).toBeNull();
    expect((await send({ sender_email: emailOfLength(email.max + 1) })).error).toEqual(refusedBy('contact_messages_email_shape'));
  });

  it('refuses a blank subject, which the form requires', async () => {
    expect((await send({ message_subject: '   ' })).error).toEqual(refusedBy('contact_messages_subject_length'));
  });
});
