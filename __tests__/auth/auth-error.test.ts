import { describeAuthError } from '@/lib/auth/auth-error';

describe('describeAuthError', () => {
  it.each([
    [{ code: 'invalid_credentials', status: 400 }, 'invalidCredentials'],
    [{ name: 'AuthInvalidCredentialsError' }, 'invalidCredentials'],
    [{ code: 'email_not_confirmed', status: 400 }, 'emailNotConfirmed'],
    [{ code: 'over_request_rate_limit', status: 429 }, 'tooManyAttempts'],
    [{ code: 'over_email_send_rate_limit', status: 429 }, 'tooManyAttempts'],
    [{ status: 429 }, 'tooManyAttempts'],
    [{ code: 'same_password', status: 422 }, 'samePassword'],
    [{ code: 'otp_disabled', status: 422 }, 'noAccount'],
    [{ code: 'otp_expired', status: 403 }, 'codeInvalid'],
    [{ name: 'AuthRetryableFetchError', status: 0 }, 'network'],
    [{ code: 'something_new', status: 400 }, 'unknown'],
    [null, 'unknown'],
  ])('%o → %s', (error, key) => expect(describeAuthError(error).key).toBe(key));

  it('keeps the weak_password reasons it knows', () => {
    expect(describeAuthError({ code: 'weak_password', reasons: ['length', 'pwned', 'bogus'] })).toEqual({
      key: 'weakPassword',
      reasons: ['length', 'pwned'],
    });
  });

  it('reads an unspecific rejection while verifying as a bad code', () => {
    expect(describeAuthError({ code: 'validation_failed', status: 400 }, 'verifying').key).toBe('codeInvalid');
  });
});
