import type { SupabaseClient } from '@supabase/supabase-js';
import { totpCode } from '../../../scripts/support/demo-totp';
import { anonClient, closeClients, newUserClient, signInAs } from '../helpers';

/*
 * Conformance with hosted Supabase (issue 18, item 5): TOTP MFA through supabase-js's auth.mfa,
 * as GoTrue does it (internal/api/mfa.go): enrol (QR code, secret, URI), challenge, verify (the
 * session becomes aal2 with `totp` in amr, new tokens, MFA_CHALLENGE_VERIFIED), list, unenrol (a
 * verified factor needs aal2), and the assurance levels supabase-js derives from them.
 */
afterAll(closeClients);

const codeFor = totpCode;
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as { aal: string; amr: { method: string }[] };

async function enrolled(client: SupabaseClient) {
  const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
  expect(error).toBeNull();
  return data!;
}

async function verifyWith(client: SupabaseClient, factorId: string, code: string) {
  const challenge = await client.auth.mfa.challenge({ factorId });
  expect(challenge.error).toBeNull();
  return client.auth.mfa.verify({ factorId, challengeId: challenge.data!.id, code });
}

describe('TOTP factors', () => {
  it('enrols with a QR code, verifies to aal2 with new tokens, and lists the factor', async () => {
    const { client } = await newUserClient();
    const factor = await enrolled(client);
    expect(factor).toMatchObject({ type: 'totp', friendly_name: 'Phone' });
    expect(factor.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg/);
    expect(factor.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(factor.totp.uri).toContain('otpauth://totp/');
    expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });

    const events: string[] = [];
    client.auth.onAuthStateChange((event) => events.push(event));
    const { data, error } = await verifyWith(client, factor.id, codeFor(factor.totp.secret));
    expect(error).toBeNull();
    expect(claimsOf(data!.access_token)).toMatchObject({ aal: 'aal2', amr: [{ method: 'totp' }, { method: 'password' }] });
    expect(events).toContain('MFA_CHALLENGE_VERIFIED');
    expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    const listed = await client.auth.mfa.listFactors();
    expect(listed.data?.totp.map((f) => [f.id, f.status])).toEqual([[factor.id, 'verified']]);

    // A refresh keeps aal2.
    const refreshed = await client.auth.refreshSession();
    expect(claimsOf(refreshed.data.session!.access_token).aal).toBe('aal2');
  });

  it('refuses a wrong code and an unknown challenge, and a new sign-in starts at aal1 with aal2 next', async () => {
    const { client, email, password } = await newUserClient();
    const factor = await enrolled(client);
    const wrong = await verifyWith(client, factor.id, codeFor(factor.totp.secret, 300));
    expect(wrong.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    const unknown = await client.auth.mfa.verify({ factorId: factor.id, challengeId: crypto.randomUUID(), code: codeFor(factor.totp.secret) });
    expect(unknown.error).toMatchObject({ status: 422 });
    expect((await verifyWith(client, factor.id, codeFor(factor.totp.secret))).error).toBeNull();

    const again = await signInAs(email, password);
    expect(claimsOf(again.session!.access_token).aal).toBe('aal1');
    expect((await again.client.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    // At aal1 the verified factor cannot be removed, nor a second one added.
    expect((await again.client.auth.mfa.unenroll({ factorId: factor.id })).error).toMatchObject({ status: 422, code: 'insufficient_aal' });
    expect((await again.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Tablet' })).error).toMatchObject({ status: 403, code: 'insufficient_aal' });
    // Verifying on the new session raises it; then the factor can go, and the session is aal1 again.
    expect((await verifyWith(again.client, factor.id, codeFor(factor.totp.secret))).error).toBeNull();
    expect((await again.client.auth.mfa.unenroll({ factorId: factor.id })).error).toBeNull();
    const { data } = await again.client.auth.refreshSession();
    expect(claimsOf(data.session!.access_token).aal).toBe('aal1');
    expect((await again.client.auth.mfa.listFactors()).data?.all).toEqual([]);
  });

  it("one person's factor is nobody else's, and phone factors are off", async () => {
    const [{ client: owner }, { client: other }] = await Promise.all([newUserClient(), newUserClient()]);
    const factor = await enrolled(owner);
    expect((await other.auth.mfa.challenge({ factorId: factor.id })).error).toMatchObject({ status: 404 });
    expect((await anonClient().auth.mfa.enroll({ factorType: 'totp' })).error).not.toBeNull();
    expect((await owner.auth.mfa.enroll({ factorType: 'phone', phone: '+34600000000' })).error).toMatchObject({ status: 422 });
  });
});
