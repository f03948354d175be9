import { adminSetupSchema, codeRequestSchema, newPasswordSchema, parseIdentifier, signInSchema } from '@/lib/validation/auth';
import type { z } from '@/lib/zod';

/** Field → first message key, as react-hook-form's zod resolver shows them ('root': the whole form). */
function issuesByField(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.');
    if (!(field in out)) out[field] = issue.message;
  }
  return out;
}

describe('sign-in schema (docs/product.md#rules)', () => {
  it.each([
    { identifier: '', password: '' },
    { identifier: 'a@b.co', password: '' },
    { identifier: '   ', password: 'secret' },
  ])('needs e-mail or phone plus password: %o', (input) => {
    const result = signInSchema.safeParse(input);
    expect(result.success).toBe(false);
    if (!result.success) expect(issuesByField(result.error)).toEqual({ root: 'missingCredentials' });
  });

  it('accepts an e-mail (lower-cased) or a phone (normalised)', () => {
    expect(signInSchema.parse({ identifier: ' Member@Example.com ', password: 'x' }).identifier).toEqual({ email: 'member@example.com' });
    expect(signInSchema.parse({ identifier: '+34 600 123-456', password: 'x' }).identifier).toEqual({ phone: '+34600123456' });
  });

  it('rejects something that is neither', () => {
    const result = signInSchema.safeParse({ identifier: 'maria', password: 'x' });
    expect(!result.success && issuesByField(result.error)).toEqual({ identifier: 'identifierInvalid' });
  });
});

describe('one-time code request (docs/product.md#rules: needs e-mail or phone)', () => {
  it('refuses an empty identifier', () => {
    const result = codeRequestSchema.safeParse({ identifier: '' });
    expect(!result.success && issuesByField(result.error)).toEqual({ identifier: 'identifierRequired' });
  });
  it('accepts a phone', () => expect(codeRequestSchema.parse({ identifier: '+31612345678' }).identifier).toEqual({ phone: '+31612345678' }));
});

describe('new password', () => {
  it('needs at least 8 characters and a matching repeat', () => {
    const short = newPasswordSchema.safeParse({ password: 'abc1234', confirm: 'abc1234' });
    expect(!short.success && issuesByField(short.error)).toEqual({ password: 'passwordTooShort' });
    const mismatch = newPasswordSchema.safeParse({ password: 'abcd1234', confirm: 'abcd1235' });
    expect(!mismatch.success && issuesByField(mismatch.error)).toEqual({ confirm: 'passwordsDontMatch' });
    expect(newPasswordSchema.safeParse({ password: 'abcd1234', confirm: 'abcd1234' }).success).toBe(true);
  });
});

it('parseIdentifier refuses malformed e-mail', () => expect(parseIdentifier('a@b')).toBeNull());

describe('admin setup code', () => {
  it('needs a code, trimmed, and refuses one longer than any real code', () => {
    const empty = adminSetupSchema.safeParse({ token: '   ' });
    expect(!empty.success && issuesByField(empty.error)).toEqual({ token: 'tokenRequired' });
    const missing = adminSetupSchema.safeParse({});
    expect(!missing.success && issuesByField(missing.error)).toEqual({ token: 'tokenRequired' });
    const long = adminSetupSchema.safeParse({ token: 'x'.repeat(201) });
    expect(!long.success && issuesByField(long.error)).toEqual({ token: 'wrongToken' });
    expect(adminSetupSchema.parse({ token: ' secret ' })).toEqual({ token: 'secret' });
  });
});
