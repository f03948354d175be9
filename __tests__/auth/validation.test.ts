import { codeRequestSchema, issuesByField, newPasswordSchema, parseIdentifier, signInSchema } from '@/lib/validation/auth';

describe('sign-in schema (spec §5)', () => {
  it.each([
    { identifier: '', password: '' },
    { identifier: 'a@b.co', password: '' },
    { identifier: '   ', password: 'secret' },
  ])('needs e-mail or phone plus password: %o', (input) => {
    const result = signInSchema.safeParse(input);
    expect(result.success).toBe(false);
    if (!result.success) expect(issuesByField(result.error)).toEqual({ '': 'missingCredentials' });
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

describe('one-time code request (spec §5: needs e-mail or phone)', () => {
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
