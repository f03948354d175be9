import { footerAccountHrefs } from '@/lib/footer-links';

const state = (overrides: Partial<Parameters<typeof footerAccountHrefs>[0]> = {}) =>
  footerAccountHrefs({ signedIn: false, authLoading: false, isAdmin: false, roleLoading: false, ...overrides });

describe('footer account links (docs/product.md#routes-and-screens)', () => {
  it('members dashboard waits while auth loads, then /auth or /member-dashboard', () => {
    expect(state({ authLoading: true }).memberDashboard).toBeNull();
    expect(state({ authLoading: true, signedIn: true }).memberDashboard).toBeNull();
    expect(state().memberDashboard).toBe('/auth');
    expect(state({ signedIn: true }).memberDashboard).toBe('/member-dashboard');
  });

  it('admin dashboard: no user → /auth; admin or role loading → /admin-dashboard; else /member-dashboard', () => {
    expect(state().adminDashboard).toBe('/auth');
    expect(state({ roleLoading: true }).adminDashboard).toBe('/auth');
    expect(state({ signedIn: true, isAdmin: true }).adminDashboard).toBe('/admin-dashboard');
    expect(state({ signedIn: true, roleLoading: true }).adminDashboard).toBe('/admin-dashboard');
    expect(state({ signedIn: true }).adminDashboard).toBe('/member-dashboard');
  });

  it('offers sign-out only to a signed-in visitor', () => {
    expect(state().showSignOut).toBe(false);
    expect(state({ signedIn: true }).showSignOut).toBe(true);
  });
});
