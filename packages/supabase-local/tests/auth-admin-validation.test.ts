/** @jest-environment node */
import { emailError, normalisedPhone } from '../auth/address-validation';
import { paginationOf } from '../auth/admin-pagination';
import { bcryptRefusal, passwordStrengthRefusal } from '../auth/password-strength';

describe('emailError (GoTrue validateEmail with badoux/checkmail)', () => {
  it('accepts what checkmail accepts, dotless hosts and plus labels included', () => {
    for (const email of ['a@b.co', 'someone+tag@example.test', 'dotless@localhost', "o'brien@mail.example.org"]) expect(emailError(email)).toBeNull();
  });

  it('refuses the rest with GoTrue\'s messages, checking the length first', () => {
    expect(emailError('')).toBe('An email address is required');
    for (const email of ['xx:;x@x.x', 'not-an-address', 'a@-b.test', ' a@b.co', 'a@b_c.test']) {
      expect(emailError(email)).toBe('Unable to validate email address: invalid format');
    }
    expect(emailError(`${'a'.repeat(250)}@b.test`)).toBe('An email address is too long');
  });
});

describe('normalisedPhone (GoTrue validatePhone)', () => {
  it('drops one leading + and the spaces, then wants E.164 digits', () => {
    expect(normalisedPhone('+34 600 123 456')).toBe('34600123456');
    expect(normalisedPhone('15551234567')).toBe('15551234567');
    for (const phone of ['15551234567-invalid', '0123456', '++15551234567', '1', '1234567890123456']) expect(normalisedPhone(phone)).toBeNull();
  });
});

describe('paginationOf (GoTrue paginate with strconv.ParseUint)', () => {
  const of = (query: string) => paginationOf(new URLSearchParams(query));

  it('defaults to page 1 of 50 and takes unsigned integers as they are', () => {
    expect(of('')).toEqual({ page: 1, perPage: 50 });
    expect(of('page=0&per_page=2000')).toEqual({ page: 0, perPage: 2000 });
  });

  it('refuses anything ParseUint refuses, with its error text', () => {
    expect(of('page=-1')).toEqual({ error: 'Bad Pagination Parameters: strconv.ParseUint: parsing "-1": invalid syntax' });
    expect(of('per_page=1.5')).toEqual({ error: 'Bad Pagination Parameters: strconv.ParseUint: parsing "1.5": invalid syntax' });
    expect(of('page=%2B2')).toEqual({ error: 'Bad Pagination Parameters: strconv.ParseUint: parsing "+2": invalid syntax' });
    expect(of('page=18446744073709551616')).toEqual({
      error: 'Bad Pagination Parameters: strconv.ParseUint: parsing "18446744073709551616": value out of range',
    });
  });
});

describe('password checks', () => {
  it('passwordStrengthRefusal: 422 weak_password with reasons under the minimum, 400 past 72 bytes', async () => {
    expect(passwordStrengthRefusal('12345678', 8)).toBeNull();
    const weak = passwordStrengthRefusal('1234567', 8) as Response;
    expect(weak.status).toBe(422);
    expect(await weak.json()).toMatchObject({ code: 'weak_password', message: 'Password should be at least 8 characters.', weak_password: { reasons: ['length'] } });
    const long = passwordStrengthRefusal('é'.repeat(37), 8) as Response;
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({ code: 'validation_failed', message: 'Password cannot be longer than 72 characters' });
  });

  it('bcryptRefusal: only past 72 bytes', () => {
    expect(bcryptRefusal('1')).toBeNull();
    expect(bcryptRefusal('x'.repeat(72))).toBeNull();
    expect(bcryptRefusal('x'.repeat(73))?.status).toBe(400);
  });
});
