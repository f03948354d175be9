import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@/lib/validation/auth';
import { z } from '@/lib/zod';

/** Message keys under Account.errors. */
export type AccountErrorKey =
  | 'emailInvalid'
  | 'emailSame'
  | 'currentRequired'
  | 'passwordTooShort'
  | 'passwordTooLong'
  | 'passwordsDontMatch'
  | 'passwordSame'
  | 'confirmationWrong';

const msg = (key: AccountErrorKey) => ({ message: key });

/** The current password, asked before changes a session alone must not allow. */
const currentPassword = z.string().min(1, msg('currentRequired')).max(MAX_PASSWORD_LENGTH * 4, msg('currentRequired'));

/** A new e-mail address for the account (confirmed later by a link to the old and the new one). */
export const changeEmailSchema = z.object({
  email: z.string().trim().max(320, msg('emailInvalid')).pipe(z.email(msg('emailInvalid'))).transform((value) => value.toLowerCase()),
});

/**
 * A new password, with the current one to prove it is really the account holder at the keyboard
 * (a session left open on a shared computer must not be enough). Same length rules as everywhere
 * (lib/validation/auth.ts).
 */
export const changePasswordSchema = z
  .object({
    current: currentPassword,
    password: z.string().min(MIN_PASSWORD_LENGTH, msg('passwordTooShort')).max(MAX_PASSWORD_LENGTH, msg('passwordTooLong')),
    confirm: z.string(),
  })
  .refine((value) => value.password === value.confirm, { path: ['confirm'], ...msg('passwordsDontMatch') })
  .refine((value) => value.password !== value.current, { path: ['password'], ...msg('passwordSame') });

/** Whether the typed confirmation is the word of the person's language (case and surrounding spaces aside). */
export function confirmationMatches(typed: string, word: string): boolean {
  return typed.trim().toLocaleUpperCase() === word.toLocaleUpperCase();
}

/**
 * What the delete action accepts before it knows the person's language: the typed word (checked
 * against that language's word by the action) and the current password, which proves it is the
 * account holder at the keyboard, as for a new password.
 */
export const deleteAccountInputSchema = z.object({
  confirmation: z.string().max(100, msg('confirmationWrong')),
  password: currentPassword,
});

/**
 * Deleting the account is confirmed by typing a word in the person's language ("DELETE",
 * "VERWIJDEREN", "ELIMINAR") and the current password: the word is given, so the form and the
 * action check the same thing. Case and surrounding spaces of the word do not matter; anything
 * else does.
 */
export function deleteAccountSchema(word: string) {
  return deleteAccountInputSchema.extend({
    confirmation: deleteAccountInputSchema.shape.confirmation.refine((value) => confirmationMatches(value, word), msg('confirmationWrong')),
  });
}

export type ChangeEmailInput = z.input<typeof changeEmailSchema>;
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
export type DeleteAccountInput = z.input<typeof deleteAccountInputSchema>;
