import { z } from '@/lib/zod';

/**
 * Sign-in, one-time-code and password schemas shared by the forms (and any server code).
 * Messages are keys of the `Auth.errors` namespace; the form translates them.
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

/** Spec §5: e-mail or phone plus password, else the one exact message. */
export const signInSchema = z
  .object({ identifier: identifierField, password: z.string().max(MAX_PASSWORD_LENGTH * 4) })
  .superRefine((value, ctx) => {
    if (value.identifier === '' || value.password === '') {
      ctx.addIssue({ code: 'custom', path: [], ...msg('missingCredentials') });
      return;
    }
    if (!parseIdentifier(value.identifier)) ctx.addIssue({ code: 'custom', path: ['identifier'], ...msg('identifierInvalid') });
  })
  .transform((value) => ({ identifier: parseIdentifier(value.identifier) as Identifier, password: value.password }));

/** Spec §5: a one-time code needs an e-mail or a phone. */
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

/** Field → first message key, for forms that show one message per field ("" = the whole form). */
export function issuesByField(error: z.ZodError): Record<string, AuthValidationKey> {
  const out: Record<string, AuthValidationKey> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!(field in out)) out[field] = issue.message as AuthValidationKey;
  }
  return out;
}
