'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import { type DialogueContext, type DialogueState, answerQuestion, questionFor, startDialogue } from '@/lib/registration/dialogue';
import {
  type RegistrationView,
  type SavedRegistration,
  type TranscriptEntry,
  clearRegistration,
  loadRegistration,
  saveRegistration,
} from '@/lib/registration/draft-storage';
import { type ContactField, type EditableStep, editAnswer, editContact, removeContact, resumeStep } from '@/lib/registration/edit';
import type { RegistrationAnswers, RegistrationErrorKey } from '@/lib/registration/schema';

const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

/** Emma's line for the question the state is at. */
function questionEntry(id: number, state: DialogueState, context: DialogueContext): TranscriptEntry {
  const question = questionFor(state, context);
  return { id, author: 'emma', key: `emma.${question.key}`, params: question.params };
}

function fresh(locale: Locale, context: DialogueContext): SavedRegistration {
  const state = startDialogue(locale);
  return { state, transcript: [questionEntry(1, state, context)], view: 'chat' };
}

/** A hint key of AnswerResult as a key under the Registration namespace. */
const hintKey = (hint: string) => (hint.startsWith('hints.') ? `emma.${hint}` : `errors.${hint}`);

/**
 * One registration in progress, shared by the chat, the summary card and the form view: Emma's
 * state machine, the transcript, and the view, saved to this browser after every change (never
 * the password) and restored on the next visit.
 */
export function useRegistration(locale: Locale, context: DialogueContext) {
  const [saved, setSaved] = useState<SavedRegistration>(() => fresh(locale, context));
  const [restored, setRestored] = useState(false);
  const nextId = useRef(2);

  // Restored after mounting, so the server's HTML (a fresh start) and the first render agree.
  useEffect(() => {
    const previous = loadRegistration(storage());
    if (previous) {
      nextId.current = Math.max(0, ...previous.transcript.map((entry) => entry.id)) + 1;
      const state = resumeStep(previous.state, context);
      const moved = state.step !== previous.state.step;
      setSaved({ ...previous, state, transcript: moved ? [...previous.transcript, questionEntry(nextId.current++, state, context)] : previous.transcript });
    }
    setRestored(true);
    // Once, on mount: the plans do not change while the page is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (restored) saveRegistration(storage(), saved);
  }, [saved, restored]);

  const id = () => nextId.current++;

  /** An answer typed or chosen in the chat. */
  const answer = useCallback(
    (text: string, shown?: string) => {
      setSaved((current) => {
        const result = answerQuestion(current.state, text, context);
        const said: TranscriptEntry[] = result.echo === null ? [] : [{ id: id(), author: 'you', text: shown ?? result.echo }];
        if (!result.accepted) {
          const hint: TranscriptEntry = { id: id(), author: 'emma', key: hintKey(result.hint ?? 'hints.done'), params: result.hintParams };
          return { ...current, transcript: [...current.transcript, ...said, hint] };
        }
        return { ...current, state: result.state, transcript: [...current.transcript, ...said, questionEntry(id(), result.state, context)] };
      });
    },
    [context],
  );

  /** A change from the summary card; the error key when the new value cannot be used. */
  const edit = useCallback(
    (step: EditableStep, text: string): RegistrationErrorKey | `hints.${string}` | null => {
      const result = editAnswer(saved.state, step, text, context);
      if (!result.accepted) return result.hint ?? 'hints.done';
      setSaved((current) => ({ ...current, state: result.state }));
      return null;
    },
    [saved.state, context],
  );

  const editContactField = useCallback(
    (index: number, field: ContactField, text: string): RegistrationErrorKey | null => {
      const result = editContact(saved.state, index, field, text);
      if (!result.ok) return result.error;
      setSaved((current) => ({ ...current, state: result.state }));
      return null;
    },
    [saved.state],
  );

  const dropContact = useCallback((index: number) => setSaved((current) => ({ ...current, state: removeContact(current.state, index) })), []);

  /** The form view's values, as they change. */
  const replaceDraft = useCallback((draft: RegistrationAnswers) => setSaved((current) => ({ ...current, state: { ...current.state, draft } })), []);

  const switchView = useCallback(
    (view: RegistrationView) =>
      setSaved((current) => {
        if (view === 'form' || current.view === 'chat') return { ...current, view };
        // Back to the chat: Emma goes on from what the form left missing, never asking again.
        const state = resumeStep(current.state, context);
        const transcript = state.step === current.state.step ? current.transcript : [...current.transcript, questionEntry(id(), state, context)];
        return { state, transcript, view };
      }),
    [context],
  );

  const forget = useCallback(() => clearRegistration(storage()), []);

  return { ...saved, restored, answer, edit, editContactField, dropContact, replaceDraft, switchView, forget };
}

export type RegistrationController = ReturnType<typeof useRegistration>;
