import { expect, test } from './support/test';
import { accountOf, storageStateOf } from './support/personas';
import { createMember } from './support/accounts';
import { landingOf } from './support/landing';
import { skipFirstVisitDialog } from './support/preferences';
import { serviceRest } from './support/service-rest';
import en from '../messages/en.json';

/**
 * The admin's members area (issue 22): the admin finds the seeded member by e-mail, opens their
 * page (plan, emergency contacts count as stored), opens their medical ID, and that read is in
 * the member's access log as an admin read; a throwaway account is made admin and back (the
 * personas' roles are never touched, other tests rely on them); the admin's own admin role cannot
 * be removed from the page; a member is sent away.
 */

const m = en.AdminMembers;
const MEMBER_ID = '11111111-1111-4111-8111-111111111111';
const ADMIN_ID = '33333333-3333-4333-8333-333333333333';

type LogRow = { id: number; resource: string; reader_capacity: string; reader_id: string | null };

/** The newest access-log row about the member, read with the service role (0 when none). */
async function lastLogId(subjectId: string): Promise<number> {
  const rows = (await serviceRest(`access_log?select=id&subject_id=eq.${subjectId}&order=id.desc&limit=1`)) as { id: number }[];
  return rows[0]?.id ?? 0;
}

async function roleOf(userId: string): Promise<string> {
  const rows = (await serviceRest(`profiles?select=role&user_id=eq.${userId}`)) as { role: string }[];
  return rows[0]?.role ?? 'missing';
}

test.describe('admins', () => {
  test.use({ storageState: storageStateOf('admin') });
  test.beforeEach(async ({ context }) => {
    await skipFirstVisitDialog(context);
  });

  test('finds the member by e-mail, sees plan and contacts, and a medical ID read is logged as an admin read', async ({ page }) => {
    const email = accountOf('member').email;
    const contacts = (await serviceRest(`emergency_contacts?select=id&user_id=eq.${MEMBER_ID}`)) as unknown[];

    await page.goto('/admin-dashboard/members');
    await expect(page.getByRole('heading', { level: 1, name: m.title })).toBeVisible();
    await page.getByRole('searchbox', { name: m.search.label }).fill(email.toUpperCase());
    await page.getByRole('button', { name: m.search.submit }).click();
    await expect(page).toHaveURL(/[?&]q=MEMBER%40EXAMPLE\.COM/);
    await expect(page.getByRole('searchbox', { name: m.search.label })).toHaveValue(email.toUpperCase());
    const row = page.getByTestId('member-row').filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('member-plan')).toHaveText('Premium Protection');
    await expect(row.getByTestId('member-protection')).toHaveText(m.protection.protected);

    await row.getByRole('link', { name: 'Maria Lopez' }).click();
    await expect(page).toHaveURL(`/admin-dashboard/members/${MEMBER_ID}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Maria Lopez' })).toBeVisible();
    await expect(page.getByRole('region', { name: m.member.subscriptionTitle }).getByTestId('member-plan').first()).toHaveText('Premium Protection');
    await expect(page.getByTestId('member-contacts')).toHaveAttribute('data-count', String(contacts.length));

    // Nothing medical is read with the page; the read happens on the button, and is logged.
    const before = await lastLogId(MEMBER_ID);
    await page.getByRole('button', { name: en.LookingAfter.medical.show }).click();
    await expect(page.getByTestId('medical-answer')).toBeFocused();
    await expect
      .poll(async () => (await serviceRest(`access_log?select=id,resource,reader_capacity,reader_id&subject_id=eq.${MEMBER_ID}&id=gt.${before}`)) as LogRow[])
      .toEqual([expect.objectContaining({ resource: 'medical_profile', reader_capacity: 'admin', reader_id: ADMIN_ID })]);
  });

  test('makes a throwaway account an admin and a member again, confirmed first', async ({ page }) => {
    const account = await createMember('members-role');
    try {
      await page.goto(`/admin-dashboard/members/${account.id}`);
      const role = page.getByRole('combobox', { name: m.role.label.replace('{name}', account.email) });
      await expect(role).toHaveValue('user');

      await role.selectOption('admin');
      await page.getByRole('button', { name: m.role.change }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('button', { name: m.role.keep })).toBeFocused();
      await dialog.getByRole('button', { name: m.role.confirm }).click();
      await expect(page.getByRole('status').filter({ hasText: `${account.email} is now: Admin.` })).toBeVisible();
      await expect(role).toBeFocused();
      await expect.poll(() => roleOf(account.id)).toBe('admin');
      await expect(page.getByTestId('member-role')).toHaveText(m.roles.admin);

      await role.selectOption('user');
      await page.getByRole('button', { name: m.role.change }).click();
      await page.getByRole('dialog').getByRole('button', { name: m.role.confirm }).click();
      await expect.poll(() => roleOf(account.id)).toBe('user');
    } finally {
      // The service role is not held to the admin rules: it tidies up whatever happened.
      await serviceRest(`profiles?user_id=eq.${account.id}`, { method: 'PATCH', body: JSON.stringify({ role: 'user' }) });
    }
  });

  test('cannot remove their own admin role: the database refuses and the dialog says why', async ({ page }) => {
    // With no other admin the database answers "last admin" first; a second admin makes the
    // refusal the own-role one whatever other tests are doing.
    const second = await createMember('members-second-admin');
    await serviceRest(`profiles?user_id=eq.${second.id}`, { method: 'PATCH', body: JSON.stringify({ role: 'admin' }) });
    try {
      await page.goto(`/admin-dashboard/members/${ADMIN_ID}`);
      await page.getByRole('combobox', { name: m.role.label.replace('{name}', 'Alex Morgan') }).selectOption('user');
      await page.getByRole('button', { name: m.role.change }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: m.role.confirm }).click();
      await expect(dialog.getByRole('alert')).toHaveText(m.role.ownRole);
      expect(await roleOf(ADMIN_ID)).toBe('admin');
    } finally {
      // Should the rule ever fail, the shared admin persona must still be an admin for other tests.
      if ((await roleOf(ADMIN_ID)) !== 'admin') await serviceRest(`profiles?user_id=eq.${ADMIN_ID}`, { method: 'PATCH', body: JSON.stringify({ role: 'admin' }) });
      await serviceRest(`profiles?user_id=eq.${second.id}`, { method: 'PATCH', body: JSON.stringify({ role: 'user' }) });
    }
  });

  // One browser for the not-found pages and the Dutch page, English first: a Dutch page sets the
  // NEXT_LOCALE cookie, which would send a later unprefixed URL to Dutch.
  test('an unknown or garbled member id is not found; nl: the page is translated and an empty search says so', async ({ page }) => {
    // The admin area streams behind its loading screen, so the status is already 200 when the page
    // finds no member: what the admin sees is the not-found page.
    await test.step('an unknown or garbled member id is not found', async () => {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
        const response = await page.goto(`/admin-dashboard/members/${id}`);
        expect.soft(response?.status(), id).toBeLessThan(500);
        await expect.soft(page.getByRole('heading', { level: 1, name: en.NotFound.title })).toBeVisible();
      }
    });

    await test.step('nl: the page is translated and an empty search says so', async () => {
      await page.goto('/nl/admin-dashboard/members?q=zz-nobody-by-this-name');
      await expect.soft(page.getByRole('heading', { level: 1, name: 'Leden' })).toBeVisible();
      await expect.soft(page.getByTestId('members-empty')).toHaveText('Geen leden gevonden voor “zz-nobody-by-this-name”.');
    });
  });
});

test.describe('members', () => {
  test.use({ storageState: storageStateOf('member') });

  // The proxy's guard answers with a redirect before any page renders: a plain request proves it.
  test('a member is sent to the member dashboard, from the list and from a member page', async ({ request }) => {
    expect.soft(await landingOf(request, '/admin-dashboard/members')).toBe('/member-dashboard');
    expect.soft(await landingOf(request, `/admin-dashboard/members/${MEMBER_ID}`)).toBe('/member-dashboard');
  });
});
