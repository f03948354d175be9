import { createTranslator } from 'use-intl/core';
import { answerOf, outcomeNotice, type ContactsT } from '@/components/emergency-contacts/outcome-notice';
import en from '@/messages/en.json';

const t = createTranslator({ locale: 'en', messages: en, namespace: 'EmergencyContacts' }) as unknown as ContactsT;
const time = (iso: string) => `at ${iso}`;

describe('outcomeNotice', () => {
  it('says the contact was added and the request went out, or that it did not', () => {
    expect(outcomeNotice(t, { data: { status: 'added', request: 'sent' } }, 'Ana', time)).toEqual({ tone: 'info', text: 'Ana has been added. Ana has been asked whether they agree.' });
    expect(outcomeNotice(t, { data: { status: 'added', request: 'failed' } }, 'Ana', time).tone).toBe('error');
    expect(outcomeNotice(t, { data: { status: 'saved', request: null } }, 'Ana', time)).toEqual({ tone: 'info', text: 'Your changes to Ana are saved.' });
  });
  it('gives the plan limit and the time a new test is possible', () => {
    expect(outcomeNotice(t, { data: { status: 'limit', limit: 5 } }, 'Ana', time).text).toBe('Your plan allows 5 contacts. Remove one or change your plan to add another.');
    expect(outcomeNotice(t, { data: { status: 'rateLimited', retryAt: 'X' } }, 'Ana', time).text).toContain('You can try again from at X.');
    expect(outcomeNotice(t, { data: { status: 'rateLimited', retryAt: null } }, 'Ana', time).text).toContain('Please try again later.');
  });
  it('turns action errors into words', () => {
    expect(outcomeNotice(t, { serverError: 'signedOut' }, 'Ana', time).text).toBe('Your session has ended. Please sign in again.');
    expect(outcomeNotice(t, undefined, 'Ana', time).text).toBe('Something went wrong. Please try again.');
  });
});

describe('answerOf', () => {
  it('passes an answer on, and reads the empty result useAction keeps after a throw as no answer (failed)', () => {
    expect(answerOf({ data: { status: 'removed' } })).toEqual({ data: { status: 'removed' } });
    expect(answerOf({ serverError: 'signedOut' })).toEqual({ serverError: 'signedOut' });
    expect(answerOf({ validationErrors: { fieldErrors: { name: ['nameRequired'] } } })).toEqual({ validationErrors: { fieldErrors: { name: ['nameRequired'] } } });
    expect(answerOf({})).toBeUndefined();
    expect(outcomeNotice(t, answerOf({}), 'Ana', time).text).toBe('Something went wrong. Please try again.');
  });
});
