import { z } from '@/lib/zod';

/**
 * Sign-in, one-time-code, password and admin-setup schemas shared by the forms and the server
 * actions. Messages are message keys (`Auth.errors`, or `AdminSetup` for the setup code); the form
 * translates them.
 */
export type AuthValidationKey =
  | 'missingCredentials'
  | 'identifierRequired'
  | 'identifierInvalid'
  | 'emailRequired'
  | 'emailInvalid'
  | 'codeInvalid'
  | 'passwordTooShort'
  | 'passwordTooLong'
  | 'passwordsDontMatch';

/** At least 8 characters (the product's rule; the auth server may demand more). */
export const MIN_PASSWORD_LENGTH = 8;
/** bcrypt, which the auth server uses, ignores everything after 72 bytes. */
export const MAX_PASSWORD_LENGTH = 72;

const msg = (key: AuthValidationKey) => ({ message: key });

const EMAIL = z.email();
/** International numbers as people type them: "+34 600 123 456", "(020) 123-4567". */
const PHONE = /^\+?[0-9][0-9 ()-]{5,22}$/;

export type Identifier = { email: string } | { phone: string };

/** An e-mail address or a phone number (normalised: spaces, dashes and brackets removed). */
export function parseIdentifier(raw: string): Identifier | null {
  const value = raw.trim();
  if (value.includes('@')) return EMAIL.safeParse(value).success ? { email: value.toLowerCase() } : null;
  if (PHONE.test(value)) return { phone: value.replace(/[ ()-]/g, '') };
  return null;
}

const identifierField = z.string().max(320).transform((value) => value.trim());

/**
 * docs/product.md#rules: e-mail or phone plus password, else the one exact message. That message is about the
 * whole form, so it sits at `root`, where react-hook-form keeps form-level errors.
 */
export const signInSchema = z
  .object({ identifier: identifierField, password: z.string().max(MAX_PASSWORD_LENGTH * 4) })
  .superRefine((value, ctx) => {
    if (value.identifier === '' || value.password === '') {
      ctx.addIssue({ code: 'custom', path: ['root'], ...msg('missingCredentials') });
      return;
    }
    if (!parseIdentifier(value.identifier)) ctx.addIssue({ code: 'custom', path: ['identifier'], ...msg('identifierInvalid') });
  })
  .transform((value) => ({ identifier: parseIdentifier(value.identifier) as Identifier, password: value.password }));

/** docs/product.md#rules: a one-time code needs an e-mail or a phone. */
export const codeRequestSchema = z
  .object({ identifier: identifierField })
  .superRefine((value, ctx) => {
    if (value.identifier === '') ctx.addIssue({ code: 'custom', path: ['identifier'], ...msg('identifierRequired') });
    else if (!parseIdentifier(value.identifier)) ctx.addIssue({ code: 'custom', path: ['identifier'], ...msg('identifierInvalid') });
  })
  .transform((value) => ({ identifier: parseIdentifier(value.identifier) as Identifier }));

export const codeSchema = z.object({ code: z.string().trim().regex(/^\d{6,10}$/, msg('codeInvalid')) });

export const recoveryRequestSchema = z.object({
  email: z.string().trim().min(1, msg('emailRequired')).pipe(z.email(msg('emailInvalid'))).transform((v) => v.toLowerCase()),
});

export const newPasswordSchema = z
  .object({
    password: z.string().min(MIN_PASSWORD_LENGTH, msg('passwordTooShort')).max(MAX_PASSWORD_LENGTH, msg('passwordTooLong')),
    confirm: z.string(),
  })
  .refine((value) => value.password === value.confirm, { path: ['confirm'], ...msg('passwordsDontMatch') });

/** Keys of the `AdminSetup` namespace that the setup code's schema can give. */
export type AdminSetupValidationKey = 'tokenRequired' | 'wrongToken';

const setupMsg = (key: AdminSetupValidationKey) => ({ message: key });

/** /admin-setup: the setup code. One longer than any real code cannot be the right one. */
export const adminSetupSchema = z.object({
  token: z.string(setupMsg('tokenRequired')).trim().min(1, setupMsg('tokenRequired')).max(200, setupMsg('wrongToken')),
});

export type AdminSetupInput = z.input<typeof adminSetupSchema>;
