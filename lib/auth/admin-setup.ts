import { sameSecret } from '@/lib/security/same-secret';

export type AdminSetupOutcome = 'success' | 'wrongToken' | 'adminExists' | 'disabled' | 'failed';

/** What admin setup needs from the database (the service-role client in production). */
export type AdminSetupStore = {
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
 * exists. Every attempt is logged with its outcome (never the secret).
 */
export async function attemptAdminSetup({ userId, token, expectedToken, store, log = defaultLog }: AdminSetupAttempt) {
  const outcome = await decide();
  log({ event: 'admin_setup_attempt', userId, outcome, at: new Date().toISOString() });
  return outcome;

  async function decide(): Promise<AdminSetupOutcome> {
    if (!expectedToken) return 'disabled';
    if (!sameSecret(token, expectedToken)) return 'wrongToken';
    try {
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
