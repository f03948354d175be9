import { expect, test as setup } from './support/test';
import { signIn } from './support/accounts';
import { PERSONAS, accountOf, storageStateOf } from './support/personas';
import { skipFirstVisitDialog } from './support/preferences';
import { passSecondFactorStep, seededAdminCode } from './support/second-factor';

// Signs each seeded persona in once, through the real /auth form (and for the admin the second
// step, /auth/mfa), and saves the browser state
// (session cookies, plus the first-visit flag so the welcome dialog stays away) for the tests.
for (const persona of PERSONAS) {
  setup(`sign in as the seeded ${persona}`, async ({ page, context }) => {
    await skipFirstVisitDialog(context);
    await signIn(page, accountOf(persona));
    // The seeded admin has a TOTP factor: the second step of sign-in makes the session aal2.
    if (persona === 'admin') await passSecondFactorStep(page, seededAdminCode());
    const cookies = await context.cookies();
    expect(cookies.some((cookie) => /^sb-.+-auth-token/.test(cookie.name)), 'a Supabase session cookie').toBe(true);
    await context.storageState({ path: storageStateOf(persona) });
  });
}
