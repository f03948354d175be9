/**
 * `npm run demo:totp`: prints the seeded demo admin's current sign-in code (local only), and the
 * secret to add to an authenticator app instead. See README, "Local demo accounts".
 */
import { demoAdminTotpSecret, totpCode } from './support/demo-totp';

const secret = demoAdminTotpSecret();
const secondsLeft = 30 - (Math.floor(Date.now() / 1000) % 30);
console.log(`admin@example.com second-factor code: ${totpCode(secret)} (valid for ${secondsLeft} s more)`);
console.log(`Secret for an authenticator app: ${secret}`);
