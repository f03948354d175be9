import { z } from '@/lib/zod';

/** Message keys under Registration.errors. */
export type RegistrationEmailErrorKey = 'emailInvalid';

/**
 * "Wrong address? Change it" on /registration-success: the corrected address, as the person typed
 * it. Only its length is checked here; whether it is an e-mail address at all is decided by the
 * action with the registration's own parser (the one Emma's chat uses), which answers 'invalid'.
 */
export const registrationEmailSchema = z.object({
  email: z.string().trim().max(320, { message: 'emailInvalid' satisfies RegistrationEmailErrorKey }),
});

export type RegistrationEmailInput = z.input<typeof registrationEmailSchema>;
