'use server';

import { revalidatePath } from 'next/cache';
import { cache } from 'react';
import { getUser } from '@/lib/auth/session';
import { getWelcomeQuestionnaire } from '@/lib/data/welcome-questionnaire';
import { routes } from '@/lib/routes';
import { createClient } from '@/lib/supabase/server';
import { welcomeQuestionnaireSchema } from '@/lib/validation/welcome-questionnaire';
import { answersToStore, WELCOME_QUESTIONNAIRE } from '@/lib/welcome-questionnaire';
import { authedAction, fail } from './safe-action';

/** The member's questionnaire and known facts, read once for the schema and the save of one request. */
const readMine = cache(async () => {
  const user = await getUser();
  return user ? getWelcomeQuestionnaire(await createClient(), user.id) : null;
});

/**
 * "Save" on /welcome-questionnaire: the answers are checked against what the member's records
 * hold (the server reads that itself; the form's copy is only for instant feedback), then written
 * as one row per member. The first save sets completed_at; later saves are edits and keep it.
 */
export const saveWelcomeQuestionnaire = authedAction
  // Until the records are read (signed out, a failed read) nothing counts as known: the strictest checks.
  .inputSchema(async () => welcomeQuestionnaireSchema((await readMine())?.context ?? { conditionsKnown: false, healthConsentHeld: false }))
  .action(async ({ parsedInput, ctx: { user, supabase } }) => {
    const current = await readMine();
    // Saved answers that could not be read must not be overwritten unseen.
    if (!current?.loaded) return fail('failed');
    const now = new Date();
    const { error } = await supabase.from('questionnaire_responses').upsert(
      {
        user_id: user.id,
        questionnaire: WELCOME_QUESTIONNAIRE,
        answers: answersToStore(parsedInput, current.stored, now),
        completed_at: current.completedAt ?? now.toISOString(),
      },
      { onConflict: 'user_id,questionnaire' },
    );
    if (error) {
      console.error('Saving the welcome questionnaire failed', error.code ?? error.message);
      return fail('failed');
    }
    revalidatePath(routes.welcomeQuestionnaire);
    return { saved: true };
  });
