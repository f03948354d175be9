import { secondFactorDue, verifiedTotpFactor } from '@/lib/auth/second-factor';

describe('secondFactorDue', () => {
  it('never asks an aal2 session again', () => {
    expect(secondFactorDue({ currentLevel: 'aal2', hasVerifiedFactor: true, adminArea: true })).toBe(false);
  });

  it('asks anyone with a verified factor whose session is not aal2', () => {
    expect(secondFactorDue({ currentLevel: 'aal1', hasVerifiedFactor: true, adminArea: false })).toBe(true);
    expect(secondFactorDue({ currentLevel: null, hasVerifiedFactor: true, adminArea: false })).toBe(true);
  });

  it('asks admins in the admin area even before they have a factor (to set one up)', () => {
    expect(secondFactorDue({ currentLevel: 'aal1', hasVerifiedFactor: false, adminArea: true })).toBe(true);
  });

  it('leaves members without a factor alone', () => {
    expect(secondFactorDue({ currentLevel: 'aal1', hasVerifiedFactor: false, adminArea: false })).toBe(false);
  });
});

describe('verifiedTotpFactor', () => {
  const factor = (status: 'verified' | 'unverified', factor_type = 'totp') =>
    ({ id: `${status}-${factor_type}`, status, factor_type, created_at: '', updated_at: '' }) as never;

  it('finds the verified TOTP factor and ignores unverified or other kinds', () => {
    expect(verifiedTotpFactor({ factors: [factor('unverified'), factor('verified', 'phone'), factor('verified')] })?.id).toBe('verified-totp');
    expect(verifiedTotpFactor({ factors: [factor('unverified')] })).toBeNull();
    expect(verifiedTotpFactor({})).toBeNull();
  });
});
