import { answerQuestion, startDialogue, type DialogueState } from '@/lib/registration/dialogue';
import { editAnswer, editContact, removeContact, resumeStep } from '@/lib/registration/edit';
import { context, run } from './fixtures/scripted-dialogues';

const feed = (state: DialogueState, ...answers: string[]) => answers.reduce((current, text) => answerQuestion(current, text, context).state, state);

describe('editing an answer in place', () => {
  it('changes the draft with the same parser and keeps the question Emma is at', () => {
    const state = feed(startDialogue('en'), 'me', 'Ana García', 'ana@example.com');
    expect(state.step).toBe('country');
    const result = editAnswer(state, 'email', ' ANA@Example.org ', context);
    expect(result.accepted).toBe(true);
    expect(result.state.draft.email).toBe('ana@example.org');
    expect(result.state.step).toBe('country');
  });

  it('refuses what the parser refuses, with its hint, and changes nothing', () => {
    const state = feed(startDialogue('en'), 'me', 'Ana García', 'ana@example.com', 'Spain');
    const result = editAnswer(state, 'phone', '12', context);
    expect(result).toMatchObject({ accepted: false, hint: 'phoneInvalid' });
    expect(result.state).toBe(state);
  });

  it('edits one contact field, checks reachability and removes a contact', () => {
    const state = run(['me', 'Ana García', 'ana@example.com', 'Spain', '600 123 456', 'English', 'premium', 'no', 'Luis García', 'son', '611 222 333', 'skip', 'no']);
    expect(editContact(state, 0, 'phone', '')).toEqual({ ok: false, error: 'contactReachRequired' });
    expect(editContact(state, 0, 'email', 'nope')).toEqual({ ok: false, error: 'contactEmailInvalid' });
    const edited = editContact(state, 0, 'email', 'luis@example.com');
    expect(edited.ok && edited.state.draft.contacts[0]).toMatchObject({ email: 'luis@example.com', phone: '+34611222333' });
    expect(removeContact(state, 0).draft.contacts).toEqual([]);
  });
});

describe('resuming the conversation after the form view', () => {
  it('asks first for a required answer the form left empty', () => {
    const state = feed(startDialogue('en'), 'me', 'Ana García', 'ana@example.com', 'Spain', '600 123 456');
    const cleared = { ...state, draft: { ...state.draft, email: '' } };
    expect(resumeStep(cleared, context).step).toBe('email');
  });

  it('skips what the form filled in and goes on where the chat had not been', () => {
    const state = feed(startDialogue('en'), 'me', 'Ana García');
    const filled = { ...state, draft: { ...state.draft, email: 'ana@example.com', country: 'NL', phone: '0612345678', planId: 'premium' } };
    expect(resumeStep(filled, context).step).toBe('language');
  });

  it('never asks again for contacts already given in the form', () => {
    const state = feed(startDialogue('en'), 'me', 'Ana García', 'ana@example.com', 'Netherlands', '0612345678', 'Dutch', 'premium');
    expect(state.step).toBe('contactName');
    const withContact = { ...state, draft: { ...state.draft, contacts: [{ name: 'Jan de Vries', relationship: 'son', phone: '', email: 'jan@example.nl' }] } };
    expect(resumeStep(withContact, context).step).toBe('anotherContact');
  });

  it('ends at done when everything is there', () => {
    const state = run(['me', 'Ana García', 'ana@example.com', 'Spain', '600 123 456', 'English', 'premium', 'no', 'skip', 'no', 'yes', 'Password123!']);
    expect(state.step).toBe('done');
    expect(resumeStep(state, context).step).toBe('done');
  });
});
