import { randomUUID } from 'node:crypto';
import { type Page, expect, test } from './support/test';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { Database } from '../lib/database.types';
import { createMember } from './support/accounts';
import { publishableKey, supabaseUrl } from './support/env';
import { landingOf } from './support/landing';
import { storageStateOf } from './support/personas';
import { skipFirstVisitDialog } from './support/preferences';
import { raiseSeededAdminToAal2 } from './support/second-factor';
import { serviceRest } from './support/service-rest';

/**
 * The admin audit log (issue 22): an admin's role change and catalogue change, made on the seeded
 * admin's own aal2 session (a separate one from the browser's saved state, which is never ended),
 * are on /admin-dashboard/audit with the admin's name and before → after; the filter narrows by
 * kind; a member is sent away. The changes touch only rows of this test: a fresh member, and a
 * hidden (inactive) plan no public page lists.
 */

/** A supabase-js client on the seeded admin's own aal2 session. Node 20 needs ws for realtime. */
async function adminSession() {
  const supabase = createClient<Database>(supabaseUrl, publishableKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
  const { error } = await supabase.auth.signInWithPassword({ email: 'admin@example.com', password: 'Password123!' });
  if (error) throw error;
  await raiseSeededAdminToAal2(supabase);
  return supabase;
}

/** The audit page's row about one entity id (shown under the action). */
const entryAbout = (page: Page, id: string) => page.getByTestId('audit-entry').filter({ hasText: id });

test.describe('admins', () => {
  test.use({ storageState: storageStateOf('admin') });
  test.beforeEach(async ({ context }) => {
    await skipFirstVisitDialog(context);
  });

  // One browser for the Dutch page and the log's content. Dutch first, then its NEXT_LOCALE cookie
  // is cleared: it would send the log's unprefixed URL on to Dutch.
  test("the page is translated (nl); a role change and a catalogue change are listed with who, what and before → after", async ({ page, context }) => {
    await test.step('nl: the page is translated', async () => {
      await page.goto('/nl/admin-dashboard/audit');
      await expect.soft(page.getByRole('heading', { level: 1, name: 'Auditlog' })).toBeVisible();
      await context.clearCookies({ name: 'NEXT_LOCALE' });
    });

    const admin = await adminSession();
    const member = await createMember('audit');
    const promoted = await admin.from('profiles').update({ role: 'admin' }).eq('user_id', member.id).select('role');
    expect(promoted.error).toBeNull();
    const demoted = await admin.from('profiles').update({ role: 'user' }).eq('user_id', member.id).select('role');
    expect(demoted.error).toBeNull();

    const plan = await admin
      .from('subscription_plans')
      .insert({ name: `Audit plan ${randomUUID().slice(0, 8)}`, price: 9, is_active: false })
      .select('id')
      .single();
    if (plan.error) throw plan.error;
    const planId = plan.data.id;
    try {
      expect((await admin.from('subscription_plans').update({ price: 11 }).eq('id', planId)).error).toBeNull();

      await page.goto('/admin-dashboard/audit');
      await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();

      // Newest first: the demotion comes before the promotion.
      const roleRows = entryAbout(page, member.id);
      await expect(roleRows).toHaveCount(2);
      await expect(roleRows.nth(0)).toContainText('Alex Morgan');
      await expect(roleRows.nth(0)).toContainText('Role changed');
      await expect(roleRows.nth(0).getByTestId('audit-change')).toHaveText(/role:\s*admin\s*→\s*changed to\s*user/);
      await expect(roleRows.nth(1).getByTestId('audit-change')).toHaveText(/role:\s*user\s*→\s*changed to\s*admin/);

      const planRows = entryAbout(page, planId);
      await expect(planRows.filter({ hasText: 'Catalogue item changed' }).getByTestId('audit-change')).toHaveText(/price:\s*9\s*→\s*changed to\s*11/);
      await expect(planRows.filter({ hasText: 'Catalogue item created' })).toHaveCount(1);

      // The kind filter: catalogue only keeps the plan, not the role change.
      await page.getByLabel('Type of action').selectOption('catalogue');
      await page.getByRole('button', { name: 'Show' }).click();
      await expect(page).toHaveURL(/kind=catalogue/);
      await expect(entryAbout(page, planId).first()).toBeVisible();
      await expect(entryAbout(page, member.id)).toHaveCount(0);
    } finally {
      // The service role's delete is no admin action: it adds nothing to the log.
      await serviceRest(`subscription_plans?id=eq.${planId}`, { method: 'DELETE' });
      await admin.auth.signOut({ scope: 'local' });
    }
  });
});

test.describe('members', () => {
  test.use({ storageState: storageStateOf('member') });

  // The proxy's guard answers with a redirect before any page renders: a plain request proves it.
  test('a member is sent to the member dashboard', async ({ request }) => {
    expect(await landingOf(request, '/admin-dashboard/audit')).toBe('/member-dashboard');
  });
});
