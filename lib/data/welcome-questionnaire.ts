import 'server-only';
import type { ServerSupabaseClient } from '@/lib/supabase/server';
import type { QuestionnaireContext } from '@/lib/validation/welcome-questionnaire';
import { type KnownFacts, questionnaireContext, readStoredWelcome, type StoredWelcome, WELCOME_QUESTIONNAIRE } from '@/lib/welcome-questionnaire';

export type WelcomeQuestionnaire = {
  /** False when the saved answers could not be read: the page then offers no form, so a save cannot overwrite them unseen. */
  loaded: boolean;
  stored: StoredWelcome;
  completedAt: string | null;
  known: KnownFacts;
  context: QuestionnaireContext;
};

/**
 * The member's welcome questionnaire and what their other records already hold (conditions and
 * notes of the medical profile, consent given at registration), read in parallel as the member
 * under RLS. A failed read of those records only means a question is asked that need not be.
 */
export async function getWelcomeQuestionnaire(supabase: ServerSupabaseClient, userId: string): Promise<WelcomeQuestionnaire> {
  const [response, medical, registration] = await Promise.all([
    supabase
      .from('questionnaire_responses')
      .select('answers, completed_at')
      .eq('user_id', userId)
      .eq('questionnaire', WELCOME_QUESTIONNAIRE)
      .maybeSingle(),
    supabase.from('medical_profiles').select('conditions, notes').eq('user_id', userId).maybeSingle(),
    supabase.from('registrations').select('health_data_consent_at').eq('user_id', userId).maybeSingle(),
  ]);
  if (response.error) console.warn('Welcome questionnaire: reading the saved answers failed', response.error);
  if (medical.error) console.warn('Welcome questionnaire: reading the medical profile failed', medical.error);
  if (registration.error) console.warn('Welcome questionnaire: reading the registration failed', registration.error);

  const stored = readStoredWelcome(response.data?.answers);
  const known: KnownFacts = {
    conditions: (medical.data?.conditions ?? []).filter((condition) => condition.trim() !== ''),
    medicalNotes: medical.data?.notes?.trim() || null,
    registrationConsentAt: registration.data?.health_data_consent_at ?? null,
  };
  return {
    loaded: !response.error,
    stored,
    completedAt: response.data?.completed_at ?? null,
    known,
    context: questionnaireContext(known, stored),
  };
}
