'use server';

import { authedAction, fail } from '@/lib/actions/safe-action';
import { completePlanDetails } from '@/lib/registration/plan-details';
import { planDetailsSchema } from '@/lib/validation/plan-details';

/**
 * "Continue to my plan" on the plan hand-off: the missing details (country, mobile number) are
 * written to the person's own profile under RLS, once; those already known are left as they are.
 * The hand-off, read again, then shows the checkout (lib/registration/hand-off-step.ts).
 */
export const savePlanDetails = authedAction.inputSchema(planDetailsSchema).action(async ({ parsedInput: answers, ctx: { user, supabase } }) => {
  const { data: profile, error } = await supabase.from('profiles').select('country, phone').eq('user_id', user.id).maybeSingle();
  if (error) throw new Error(`Reading the details before checkout failed: ${error.message}`);
  const completed = completePlanDetails(profile, answers);
  if (!completed.ok) return { status: 'invalid' as const, invalid: completed.invalid };
  if (Object.keys(completed.update).length > 0) {
    const { data: saved, error: saveError } = await supabase.from('profiles').update(completed.update).eq('user_id', user.id).select('user_id');
    if (saveError) throw new Error(`Saving the details before checkout failed: ${saveError.message}`);
    // Nothing written would show the same question again: say so rather than go round.
    if (!saved?.length) return fail('notFound');
  }
  return { status: 'saved' as const };
});
