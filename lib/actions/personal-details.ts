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
  // Auth e-mails (sign-in link, password reset, e-mail change) take their language from the
  // user's metadata, which Auth's templates can read, not from the profile
  // (docs/product.md#sign-in): keep the two together. The profile is saved either way; a failure
  // here only leaves those e-mails in the old language.
  if (user.user_metadata?.preferred_language !== details.language) {
    const { error: metadataError } = await supabase.auth.updateUser({ data: { preferred_language: details.language } });
    if (metadataError) console.error('Keeping the auth e-mail language failed', metadataError.code ?? metadataError.message);
  }
  return { status: 'saved' as const, language: details.language, phone: details.phone };
});
