import { DRAFT_STORAGE_KEY, clearRegistration, loadRegistration, saveRegistration } from '@/lib/registration/draft-storage';
import { openSignUpClaim, sealSignUpClaim, secondsUntilResend } from '@/lib/registration/sign-up-claim';
import { authErrorOutcome, confirmationRedirect } from '@/lib/registration/sign-up-outcome';
import { offeredPlans, spainServiceOffer } from '@/lib/registration/offered-plans';
import { run } from './fixtures/scripted-dialogues';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('the draft kept in this browser', () => {
  const state = run(['me', 'Ana García', 'ana@example.com', 'Spain', '600 123 456', 'English', 'premium', 'no', 'skip', 'no', 'yes', 'Password123!']);

  it('survives a reload without the password, which is asked again', () => {
    const storage = memoryStorage();
    saveRegistration(storage, { state, transcript: [{ id: 1, author: 'emma', key: 'emma.who' }], view: 'form' });
    expect(storage.items.get(DRAFT_STORAGE_KEY)).not.toContain('Password123!');
    const loaded = loadRegistration(storage);
    expect(loaded?.state.draft).toEqual({ ...state.draft, password: '' });
    expect(loaded?.state.step).toBe('password');
    expect(loaded?.view).toBe('form');
    // Emma says so in the conversation: the password step is asked again, never skipped in silence.
    expect(loaded?.transcript).toEqual([
      { id: 1, author: 'emma', key: 'emma.who' },
      { id: 2, author: 'emma', key: 'emma.passwordAgain' },
    ]);
  });

  it('ignores what it cannot read and can be forgotten', () => {
    const storage = memoryStorage();
    storage.setItem(DRAFT_STORAGE_KEY, '{"state": {"step": "launch"}}');
    expect(loadRegistration(storage)).toBeNull();
    storage.setItem(DRAFT_STORAGE_KEY, 'not json');
    expect(loadRegistration(storage)).toBeNull();
    clearRegistration(storage);
    expect(storage.items.size).toBe(0);
  });
});

describe('the sign-up claim cookie', () => {
  const claim = { userId: '2b1f6c1e-6d2a-4c55-9a55-0c6a7d1f0a11', email: 'ana@example.com', sentAt: 1_000_000 };

  it('opens only with the secret it was sealed with, unaltered', () => {
    const sealed = sealSignUpClaim(claim, 'secret-one');
    expect(openSignUpClaim(sealed, 'secret-one')).toEqual(claim);
    expect(openSignUpClaim(sealed, 'secret-two')).toBeNull();
    const [body, mac] = sealed.split('.');
    const forged = Buffer.from(JSON.stringify({ ...claim, email: 'mallory@example.com' })).toString('base64url');
    expect(openSignUpClaim(`${forged}.${mac}`, 'secret-one')).toBeNull();
    expect(openSignUpClaim(`${body}`, 'secret-one')).toBeNull();
    expect(openSignUpClaim(undefined, 'secret-one')).toBeNull();
  });

  it('counts down the wait before another e-mail', () => {
    expect(secondsUntilResend(claim, 1_000_000 + 15_500, 60)).toBe(45);
    expect(secondsUntilResend(claim, 1_000_000 + 61_000, 60)).toBe(0);
  });
});

describe('Auth answers during registration', () => {
  it.each([
    [{ code: 'user_already_exists' }, { status: 'exists' }],
    [{ code: 'email_exists' }, { status: 'exists' }],
    [{ code: 'over_email_send_rate_limit', message: 'For security purposes, you can only request this after 42 seconds.' }, { status: 'wait', seconds: 42 }],
    [{ code: 'over_request_rate_limit', message: 'Request rate limit reached' }, { status: 'wait', seconds: 60 }],
    [{ code: 'weak_password' }, { status: 'weakPassword' }],
    [{ code: 'unexpected_failure', status: 500 }, { status: 'error' }],
  ])('%j → %j', (error, outcome) => expect(authErrorOutcome(error)).toEqual(outcome));

  it('sends the confirmation link back to the registration in the visitor’s language', () =>
    expect(confirmationRedirect('https://icesos.example', 'nl')).toBe('https://icesos.example/api/auth/confirm?next=%2Fnl%2Fregister'));
});

describe('the plans offered at registration', () => {
  const plan = (id: string, name: string, extra: Partial<{ is_popular: boolean; region: string }> = {}) => ({
    id, name, canonicalName: name, description: null, price: 1, currency: 'EUR', billingInterval: 'month', features: [], is_popular: false, region: 'global', maxEmergencyContacts: 3, ...extra,
  });

  it('puts the core plan first and leaves regional plans to their add-on question', () => {
    const offered = offeredPlans([plan('a', 'Personal Account'), plan('b', 'Premium Protection', { is_popular: true }), plan('c', 'Call Centre Spain', { region: 'es' })]);
    expect(offered.map((p) => p.id)).toEqual(['b', 'a']);
    expect(offered[0]).toMatchObject({ contactLimit: 3 });
  });

  it('prices the Spain add-on as checkout charges it: the Spain plan, whatever its shown name', () => {
    const spain = { ...plan('c', 'Central de Atención España', { region: 'es' }), canonicalName: 'Call Centre Spain', price: 24.99 };
    expect(spainServiceOffer([plan('a', 'Personal Account'), spain])).toEqual({ price: 24.99, currency: 'EUR' });
    expect(spainServiceOffer([plan('a', 'Personal Account')])).toBeNull();
  });
});
