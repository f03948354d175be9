import { supabaseUrl } from '../../e2e/support/env';

/** The local server the app talks to (the same .env the app and the e2e tests read). */
export function loadJourneyEnv() {
  return { supabaseUrl };
}
