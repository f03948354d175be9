/** @jest-environment node */
import { actionErrorKey, actionFieldErrors } from '@/lib/actions/action-result';

describe('actionErrorKey', () => {
  it('is null on success, with or without data', () => {
    expect(actionErrorKey({ data: { saved: true } })).toBeNull();
    expect(actionErrorKey({})).toBeNull();
  });

  it("says 'failed' when no answer came at all", () => {
    expect(actionErrorKey(undefined)).toBe('failed');
    expect(actionErrorKey(null)).toBe('failed');
  });

  it("says 'invalid' for validation errors, whatever else the result holds", () => {
    expect(actionErrorKey({ validationErrors: { formErrors: [], fieldErrors: { name: ['nameTooShort'] } } })).toBe('invalid');
    expect(actionErrorKey({ validationErrors: {}, serverError: 'rateLimited' })).toBe('invalid');
  });

  it.each(['signedOut', 'forbidden', 'notFound', 'ended', 'rateLimited', 'failed'] as const)('passes the known server error %s on', (key) => {
    expect(actionErrorKey({ serverError: key })).toBe(key);
  });

  it("turns an unknown server error (say, a message that leaked) into 'failed'", () => {
    expect(actionErrorKey({ serverError: 'relation "devices" does not exist' })).toBe('failed');
    expect(actionErrorKey({ serverError: '' })).toBe('failed');
  });
});

describe('actionFieldErrors', () => {
  it('gives the first message key of each field that has one', () => {
    expect(
      actionFieldErrors({
        validationErrors: { formErrors: ['ignored'], fieldErrors: { name: ['nameTooShort', 'nameTooLong'], email: [], subject: undefined } },
      }),
    ).toEqual({ name: 'nameTooShort' });
  });

  it('is empty without validation errors or without a result', () => {
    expect(actionFieldErrors({ data: 1 })).toEqual({});
    expect(actionFieldErrors({ serverError: 'failed' })).toEqual({});
    expect(actionFieldErrors(undefined)).toEqual({});
  });
});
