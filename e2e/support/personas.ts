import path from 'node:path';
import { SEEDED } from './accounts';

/** The seeded accounts whose signed-in browser state is saved once per run (e2e/auth.setup.ts). */
export const PERSONAS = ['member', 'family', 'admin'] as const;
export type Persona = (typeof PERSONAS)[number];

/**
 * Where a persona's cookies and local storage are saved (git-ignored). Pass it to
 * `test.use({ storageState: storageStateOf('member') })` or `browser.newContext({ storageState })`
 * to start signed in without going through the form.
 *
 * Every test that uses a persona shares ONE session, so such a test must never end it: no sign-out
 * of any scope, no password change. Those tests use a fresh account (createMember) instead.
 * The session does not expire during a run: the setup project signs in again at the start of every
 * run and access tokens live 3600 s (supabase/config.toml, jwt_expiry), far longer than a run, so
 * no context ever refreshes the shared refresh token (rotation would make the copies race).
 */
export function storageStateOf(persona: Persona): string {
  return path.join(__dirname, '..', '.auth', `${persona}.json`);
}

export function accountOf(persona: Persona) {
  return SEEDED[persona];
}
