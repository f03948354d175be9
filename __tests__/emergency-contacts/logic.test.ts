import { composeContactMessage } from '@/lib/emergency-contacts/contact-message';
import { consentState } from '@/lib/emergency-contacts/consent-state';
import { contactRefusal } from '@/lib/emergency-contacts/db-errors';
import { movedOrder } from '@/lib/emergency-contacts/order';

describe('movedOrder', () => {
  it('swaps a contact with its neighbour, and refuses to move past either end', () => {
    expect(movedOrder(['a', 'b', 'c'], 'b', 'up')).toEqual(['b', 'a', 'c']);
    expect(movedOrder(['a', 'b', 'c'], 'b', 'down')).toEqual(['a', 'c', 'b']);
    expect(movedOrder(['a', 'b', 'c'], 'a', 'up')).toBeNull();
    expect(movedOrder(['a', 'b', 'c'], 'c', 'down')).toBeNull();
    expect(movedOrder(['a', 'b'], 'x', 'up')).toBeNull();
  });
});

describe('consentState', () => {
  it('tells agreed, declined, waiting and not asked apart, and a newer request after an answer', () => {
    expect(consentState(null)).toEqual({ kind: 'notAsked' });
    expect(consentState({ status: 'pending', answered_at: null, requested_at: null, link_used_at: null })).toEqual({ kind: 'notAsked' });
    expect(consentState({ status: 'pending', answered_at: null, requested_at: '2026-11-24T10:00:00Z', link_used_at: null })).toEqual({ kind: 'waiting', since: '2026-11-24T10:00:00Z' });
    expect(consentState({ status: 'agreed', answered_at: '2026-11-24T11:00:00Z', requested_at: '2026-11-24T10:00:00Z', link_used_at: '2026-11-24T11:00:00Z' })).toEqual({
      kind: 'agreed', at: '2026-11-24T11:00:00Z', askedAgainAt: null,
    });
    expect(consentState({ status: 'declined', answered_at: '2026-11-24T11:00:00Z', requested_at: '2026-11-24T12:00:00Z', link_used_at: null })).toEqual({
      kind: 'declined', at: '2026-11-24T11:00:00Z', askedAgainAt: '2026-11-24T12:00:00Z',
    });
  });
  it('tells a newer link by link_used_at, not by the order of the two timestamps', () => {
    // The answer's transaction started after the new request's: the times alone would call the new link used.
    expect(consentState({ status: 'declined', answered_at: '2026-11-24T12:00:01Z', requested_at: '2026-11-24T12:00:00Z', link_used_at: null })).toMatchObject({
      askedAgainAt: '2026-11-24T12:00:00Z',
    });
    // A decline remembered from before a re-add: declined, never asked through this row.
    expect(consentState({ status: 'declined', answered_at: '2026-11-20T09:00:00Z', requested_at: null, link_used_at: null })).toEqual({
      kind: 'declined', at: '2026-11-20T09:00:00Z', askedAgainAt: null,
    });
  });
});

describe('contactRefusal', () => {
  it('reads the codes and details of the database refusals', () => {
    expect(contactRefusal({ code: 'ICE01', details: '{"limit":5,"current":5}' })).toEqual({ problem: 'limit', limit: 5 });
    expect(contactRefusal({ code: 'ICE43', details: '{"limit":3,"retry_at":"2026-11-24T12:00:00+00:00"}' })).toEqual({ problem: 'rateLimited', limit: 3, retryAt: '2026-11-24T12:00:00+00:00' });
    expect(contactRefusal({ code: 'ICE42' })).toEqual({ problem: 'alreadyAgreed' });
    expect(contactRefusal({ code: 'ICE42' }, true)).toEqual({ problem: 'alreadyAnswered' });
    expect(contactRefusal({ code: 'ICE44', details: 'not json' })).toEqual({ problem: 'orderChanged' });
    expect(contactRefusal({ code: 'ICE45', details: '{"retry_at":"2026-12-24T12:00:00+00:00"}' })).toEqual({ problem: 'declined', retryAt: '2026-12-24T12:00:00+00:00' });
    expect(contactRefusal({ code: 'ICE46' })).toEqual({ problem: 'noChannel' });
    expect(contactRefusal({ code: '23505' })).toBeNull();
    expect(contactRefusal(null)).toBeNull();
  });
});

describe('composeContactMessage', () => {
  const base = { memberName: 'Ana García', contactName: 'Pedro', channels: ['email', 'sms'] as const };
  it('writes a test message in the contact language: who, that it is a test, nothing to do', () => {
    const nl = composeContactMessage({ ...base, kind: 'test', channel: 'email', language: 'nl' });
    expect(nl.subject).toBe('Testbericht van Ana García via ICE SOS');
    expect(nl.body).toContain('U hoeft niets te doen.');
    expect(nl.body).toContain('per e-mail en sms');
    const sms = composeContactMessage({ ...base, kind: 'test', channel: 'sms', language: 'es' });
    expect(sms.body).toBe('ICE SOS: mensaje de prueba de Ana García, para comprobar que nuestros mensajes le llegan. No tiene que hacer nada.');
  });
  it('puts the link and its end in a consent request, and names an unnamed member generically', () => {
    const mail = composeContactMessage({
      ...base, memberName: ' ', channels: ['email'], kind: 'consent_request', channel: 'email', language: 'en',
      consentUrl: 'https://example.com/emergency-contact?token=abc', linkExpiresAt: '2026-12-24T10:00:00Z',
    });
    expect(mail.subject).toBe('An ICE SOS member would like you as their emergency contact');
    expect(mail.body).toContain('https://example.com/emergency-contact?token=abc');
    expect(mail.body).toContain('December 24, 2026');
    expect(mail.body).toContain('told at once by e-mail');
  });
});
