/** @jest-environment node */
import { runScenarios } from './support/run-scenarios';

/**
 * `withHostedClaims` (auth/hosted-token-claims.ts) records how a session was opened and signs
 * hosted's claims into its token. The usual paths are proven through the server in
 * supabase/tests/backend/token-claims.test.ts; here, on PGlite directly, the one a request cannot
 * set up on purpose: the session ended between lite opening it and the claim being recorded.
 */
let outcomes: Record<string, unknown>;

beforeAll(() => {
  outcomes = runScenarios('hosted-claims-scenarios.ts');
}, 90_000);

it('records the method of an open session, and a refresh adds none', () => {
  expect(outcomes['an open session, verified by a link']).toEqual({ amr: ['otp'], aal: 'aal1' });
  expect(outcomes['the same session, refreshed']).toEqual({ amr: ['otp'], aal: 'aal1' });
});

it('a session that ended in the meantime still gets its token, saying how it was opened, and no error', () => {
  expect(outcomes['a session that ended in the meantime']).toEqual({ amr: ['otp'], aal: 'aal1' });
  expect(outcomes['claims recorded for ended sessions']).toBe(0);
});
