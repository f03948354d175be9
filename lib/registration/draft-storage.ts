import { z } from '@/lib/zod';
import type { DialogueState, StepId } from './dialogue';
import { BLOOD_TYPES } from './schema';

/**
 * A registration in progress, kept in this browser's localStorage so that a reload, a closed tab
 * or a switch between the chat and the form loses nothing. The password is never stored: it is
 * asked again if the page was left before the account was created. Once the account exists its
 * answers live in the database (record_registration) and this copy is removed.
 */
export const DRAFT_STORAGE_KEY = 'ice-sos.registration.v1';

/** What Emma said (a message key of Registration.emma or .errors, with values) or what the person answered. */
export type TranscriptEntry =
  | { id: number; author: 'emma'; key: string; params?: Record<string, string | number> }
  | { id: number; author: 'you'; text: string };

export type RegistrationView = 'chat' | 'form';

export type SavedRegistration = {
  state: DialogueState;
  transcript: TranscriptEntry[];
  view: RegistrationView;
};

const STEPS = [
  'who', 'name', 'email', 'country', 'phone', 'language', 'plan', 'spainService', 'contactName', 'contactRelationship', 'contactPhone',
  'contactEmail', 'anotherContact', 'medical', 'bloodType', 'conditions', 'medications', 'allergies', 'healthConsent', 'terms', 'password', 'done',
] as const satisfies readonly StepId[];

const text = (max: number) => z.string().max(max);
const contact = z.object({ name: text(200), relationship: text(100), phone: text(40), email: text(320) });
const list = z.array(text(200)).max(20);

/** Read back defensively: what another version (or a person with devtools) left there may be anything. */
const savedSchema = z.object({
  state: z.object({
    step: z.enum(STEPS),
    contact: contact.nullable(),
    draft: z.object({
      protectedPerson: z.enum(['self', 'other']),
      protectedName: text(200),
      email: text(320),
      phone: text(40),
      country: text(2),
      language: z.enum(['en', 'nl', 'es']),
      planId: text(64),
      spainCallCentre: z.boolean(),
      contacts: z.array(contact).max(50),
      medical: z.object({ bloodType: z.enum(BLOOD_TYPES).nullable(), conditions: list, medications: list, allergies: list }).nullable(),
      acceptTerms: z.boolean(),
      healthDataConsent: z.boolean(),
    }),
  }),
  transcript: z
    .array(
      z.union([
        z.object({ id: z.number().int(), author: z.literal('emma'), key: text(100), params: z.record(z.string(), z.union([z.string().max(400), z.number()])).optional() }),
        z.object({ id: z.number().int(), author: z.literal('you'), text: text(2000) }),
      ]),
    )
    .max(500),
  view: z.enum(['chat', 'form']),
});

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function loadRegistration(storage: StorageLike | undefined): SavedRegistration | null {
  try {
    const raw = storage?.getItem(DRAFT_STORAGE_KEY);
    if (!raw) return null;
    const parsed = savedSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) return null;
    const { state, transcript, view } = parsed.data;
    // The password was never saved: past it, Emma asks for it again, and says why in the
    // conversation (after a reload or a change of language the chat would otherwise show "done"
    // with an empty password, and the registration would fail on it).
    const pastPassword = state.step === 'done';
    const entries = transcript as TranscriptEntry[];
    const nextId = entries.reduce((max, entry) => Math.max(max, entry.id), 0) + 1;
    return {
      state: { ...state, step: pastPassword ? 'password' : state.step, draft: { ...state.draft, password: '' } },
      transcript: pastPassword ? [...entries, { id: nextId, author: 'emma', key: 'emma.passwordAgain' }] : entries,
      view,
    };
  } catch {
    return null;
  }
}

export function saveRegistration(storage: StorageLike | undefined, saved: SavedRegistration): void {
  // The password never leaves memory.
  const draft = { ...saved.state.draft, password: undefined };
  try {
    storage?.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ ...saved, state: { ...saved.state, draft } }));
  } catch {
    // Storage full or blocked (private mode): the registration still works, it just won't survive a reload.
  }
}

export function clearRegistration(storage: StorageLike | undefined): void {
  try {
    storage?.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // Nothing to clear where storage is blocked.
  }
}
