import { sameSecret } from '@/lib/security/same-secret';

export type AdminSetupOutcome = 'success' | 'wrongToken' | 'adminExists' | 'tooManyAttempts' | 'disabled' | 'failed';

/** The database's answer before any code is compared (public.admin_setup_gate). */
export type AdminSetupGate = 'adminExists' | 'throttled' | 'open';

/** What admin setup needs from the database (the service-role client in production). */
export type AdminSetupStore = {
  /** Whether a code may be compared now: no admin yet and not too many wrong codes. */
  gate(userId: string): Promise<AdminSetupGate>;
  /** Counts a wrong code for the throttle. */
  recordWrongToken(userId: string): Promise<void>;
  /**
   * Promotes the user only while no admin exists, atomically (public.claim_first_admin):
   * true when promoted, false when an admin already exists.
   */
  claimFirstAdmin(userId: string): Promise<boolean>;
};

export type AdminSetupAttempt = {
  userId: string;
  token: string;
  /** ADMIN_SETUP_TOKEN; undefined switches setup off. */
  expectedToken: string | undefined;
  store: AdminSetupStore;
  log?: (entry: { event: 'admin_setup_attempt'; userId: string; outcome: AdminSetupOutcome; at: string }) => void;
};

/**
 * Makes the signed-in user the first admin: only with the setup secret, and only while no admin
 * exists. Once an admin exists, or after too many wrong codes, no code is compared at all, so the
 * secret cannot be guessed at speed. Every attempt is logged with its outcome (never the secret).
 */
export async function attemptAdminSetup({ userId, token, expectedToken, store, log = defaultLog }: AdminSetupAttempt) {
  const outcome = await decide();
  log({ event: 'admin_setup_attempt', userId, outcome, at: new Date().toISOString() });
  return outcome;

  async function decide(): Promise<AdminSetupOutcome> {
    if (!expectedToken) return 'disabled';
    try {
      const gate = await store.gate(userId);
      if (gate === 'adminExists') return 'adminExists';
      if (gate === 'throttled') return 'tooManyAttempts';
      if (!sameSecret(token, expectedToken)) {
        await store.recordWrongToken(userId);
        return 'wrongToken';
      }
      return (await store.claimFirstAdmin(userId)) ? 'success' : 'adminExists';
    } catch (error) {
      console.error('Admin setup failed', error);
      return 'failed';
    }
  }
}

function defaultLog(entry: Record<string, unknown>) {
  console.info(JSON.stringify(entry));
}
