import { landingAfterSignIn } from '@/lib/auth/landing';

describe('landingAfterSignIn (docs/product.md#sign-in)', () => {
  const member = { role: 'user', assuranceLevel: 'aal1', next: null, prefix: '' } as const;
  const admin = { role: 'admin', assuranceLevel: 'aal1', next: null, prefix: '' } as const;

  it('sends a member without a next to the member dashboard, in their language', () => {
    expect(landingAfterSignIn(member)).toBe('/member-dashboard');
    expect(landingAfterSignIn({ ...member, assuranceLevel: 'aal2', prefix: '/nl' })).toBe('/nl/member-dashboard');
    // Role not known (nobody, or a lookup that failed): never the admin area.
    expect(landingAfterSignIn({ ...member, role: null, prefix: '/es' })).toBe('/es/member-dashboard');
  });

  it('sends an admin without a next to the admin area once aal2 (after the second step)', () => {
    expect(landingAfterSignIn({ ...admin, assuranceLevel: 'aal2' })).toBe('/admin-dashboard');
    expect(landingAfterSignIn({ ...admin, assuranceLevel: 'aal2', prefix: '/es' })).toBe('/es/admin-dashboard');
  });

  it('sends an admin still at aal1 (or unknown) through the second step on the way to the admin area', () => {
    expect(landingAfterSignIn(admin)).toBe('/auth/mfa?next=%2Fadmin-dashboard');
    expect(landingAfterSignIn({ ...admin, assuranceLevel: null, prefix: '/nl' })).toBe('/nl/auth/mfa?next=%2Fnl%2Fadmin-dashboard');
  });

  it('honours an explicit safe next for everyone, admins included', () => {
    expect(landingAfterSignIn({ ...member, next: '/nl/sos?x=1' })).toBe('/nl/sos?x=1');
    expect(landingAfterSignIn({ ...admin, assuranceLevel: 'aal2', next: '/member-dashboard' })).toBe('/member-dashboard');
    expect(landingAfterSignIn({ ...admin, next: '/es/family-invite?token=abc' })).toBe('/es/family-invite?token=abc');
  });

  it('ignores a next that is not a safe local path, and an empty one', () => {
    for (const next of ['//evil.com', 'https://evil.com/x', '/\\evil.com', '', undefined]) {
      expect(landingAfterSignIn({ ...member, next })).toBe('/member-dashboard');
      expect(landingAfterSignIn({ ...admin, assuranceLevel: 'aal2', next })).toBe('/admin-dashboard');
    }
  });
});
