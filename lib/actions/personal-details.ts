'use server';

import { authedAction, fail } from '@/lib/actions/safe-action';
import { personalDetailsSchema } from '@/lib/validation/personal-details';

/**
 * Saves the personal details (issue 21) in one update of the member's own profile, under RLS.
 * The answer carries the saved language, so the page can switch to it.
 */
export const savePersonalDetails = authedAction.inputSchema(personalDetailsSchema).action(async ({ parsedInput: details, ctx: { user, supabase } }) => {
  const { data, error } = await supabase
    .from('profiles')
    .update({
      full_name: details.fullName,
      phone: details.phone,
      address: details.address,
      country: details.country,
      preferred_language: details.language,
      date_of_birth: details.dateOfBirth,
    })
    .eq('user_id', user.id)
    .select('user_id');
  if (error) throw new Error(`Saving personal details failed: ${error.message}`);
  if (!data || data.length === 0) fail('notFound');
  return { status: 'saved' as const, language: details.language, phone: details.phone };
});
