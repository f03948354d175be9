/** @jest-environment node */
import { revalidatePath } from 'next/cache';
import { saveWelcomeQuestionnaire } from '@/lib/actions/welcome-questionnaire';
import { getUser } from '@/lib/auth/session';
import { getWelcomeQuestionnaire, type WelcomeQuestionnaire } from '@/lib/data/welcome-questionnaire';
import { createClient } from '@/lib/supabase/server';
import { formValuesOf } from '@/lib/welcome-questionnaire';

jest.mock('server-only', () => ({}));
jest.mock('next/cache', () => ({ revalidatePath: jest.fn() }));
jest.mock('@/lib/auth/session', () => ({ getUser: jest.fn(), getRole: jest.fn() }));
jest.mock('@/lib/supabase/server', () => ({ createClient: jest.fn() }));
jest.mock('@/lib/data/welcome-questionnaire', () => ({ getWelcomeQuestionnaire: jest.fn() }));

const upsert = jest.fn();
const from = jest.fn(() => ({ upsert }));
const empty = formValuesOf({});

/** A member with nothing on record and nothing saved yet, unless a test says otherwise. */
function current(overrides: Partial<WelcomeQuestionnaire> = {}): WelcomeQuestionnaire {
  return {
    loaded: true,
    stored: { answers: {}, healthDataConsentAt: null },
    completedAt: null,
    known: { conditions: [], medicalNotes: null, registrationConsentAt: null },
    context: { conditionsKnown: false, healthConsentHeld: false },
    ...overrides,
  };
}

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(getUser).mockResolvedValue({ id: 'user-1' } as Awaited<ReturnType<typeof getUser>>);
  jest.mocked(createClient).mockResolvedValue({ from } as unknown as Awaited<ReturnType<typeof createClient>>);
  jest.mocked(getWelcomeQuestionnaire).mockResolvedValue(current());
  upsert.mockResolvedValue({ error: null });
});

describe('saveWelcomeQuestionnaire', () => {
  it('saves the answers as one row per member, completing the questionnaire', async () => {
    expect(await saveWelcomeQuestionnaire({ ...empty, livingSituation: 'careHome', heardFrom: 'advert' })).toEqual({ data: { saved: true } });
    expect(from).toHaveBeenCalledWith('questionnaire_responses');
    expect(upsert).toHaveBeenCalledWith(
      { user_id: 'user-1', questionnaire: 'welcome', answers: { livingSituation: 'careHome', heardFrom: 'advert' }, completed_at: expect.any(String) },
      { onConflict: 'user_id,questionnaire' },
    );
    expect(revalidatePath).toHaveBeenCalledWith('/welcome-questionnaire');
  });

  it('keeps the first completion time when answers are edited later', async () => {
    jest.mocked(getWelcomeQuestionnaire).mockResolvedValue(current({ completedAt: '2026-11-20T10:00:00+00:00' }));
    await saveWelcomeQuestionnaire({ ...empty, mobility: '' });
    expect(upsert).toHaveBeenCalledWith(expect.objectContaining({ completed_at: '2026-11-20T10:00:00+00:00', answers: {} }), expect.anything());
  });

  it.each([
    ['a choice that is not offered', { ...empty, mobility: 'jetpack' }, { mobility: ['invalidChoice'] }],
    ['text over its limit', { ...empty, arrivalNotes: 'x'.repeat(5000) }, { arrivalNotes: ['arrivalNotesTooLong'] }],
    ['a time that is not one', { ...empty, contactHours: 'custom', contactFrom: 'noon', contactTo: '13:00' }, { contactFrom: ['timeInvalid'] }],
    ['a non-object body', 'drop table', undefined],
  ])('refuses %s with message keys, never writing and never throwing', async (_case, input, fieldErrors) => {
    const result = await saveWelcomeQuestionnaire(input as typeof empty);
    expect(result.validationErrors).toBeDefined();
    if (fieldErrors) expect(result.validationErrors?.fieldErrors).toEqual(fieldErrors);
    expect(upsert).not.toHaveBeenCalled();
  });

  it('checks consent against what the server reads, not what the form believed', async () => {
    const health = { ...empty, mobility: 'wheelchair' as const };
    expect((await saveWelcomeQuestionnaire(health)).validationErrors?.fieldErrors).toEqual({ healthDataConsent: ['healthConsentRequired'] });
    expect(upsert).not.toHaveBeenCalled();

    jest.mocked(getWelcomeQuestionnaire).mockResolvedValue(current({ context: { conditionsKnown: false, healthConsentHeld: true } }));
    expect(await saveWelcomeQuestionnaire(health)).toEqual({ data: { saved: true } });
  });

  it('records when consent was given with health answers', async () => {
    await saveWelcomeQuestionnaire({ ...empty, conditions: 'Epilepsy', healthDataConsent: true });
    expect(upsert).toHaveBeenCalledWith(
      expect.objectContaining({ answers: { conditions: 'Epilepsy', healthDataConsentAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) } }),
      expect.anything(),
    );
  });

  it('drops conditions the medical profile already holds: never stored twice', async () => {
    jest.mocked(getWelcomeQuestionnaire).mockResolvedValue(current({ context: { conditionsKnown: true, healthConsentHeld: false } }));
    expect(await saveWelcomeQuestionnaire({ ...empty, conditions: 'Asthma' })).toEqual({ data: { saved: true } });
    expect(upsert).toHaveBeenCalledWith(expect.objectContaining({ answers: {} }), expect.anything());
  });

  it('refuses a signed-out visitor', async () => {
    jest.mocked(getUser).mockResolvedValue(null);
    expect(await saveWelcomeQuestionnaire(empty)).toEqual({ serverError: 'signedOut' });
    expect(upsert).not.toHaveBeenCalled();
  });

  it('does not overwrite saved answers it could not read, and says a failed write failed', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.mocked(getWelcomeQuestionnaire).mockResolvedValue(current({ loaded: false }));
    expect(await saveWelcomeQuestionnaire(empty)).toEqual({ serverError: 'failed' });
    expect(upsert).not.toHaveBeenCalled();

    jest.mocked(getWelcomeQuestionnaire).mockResolvedValue(current());
    upsert.mockResolvedValue({ error: { code: '42501', message: 'denied' } });
    expect(await saveWelcomeQuestionnaire(empty)).toEqual({ serverError: 'failed' });
  });
});
