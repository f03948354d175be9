import { randomUUID } from 'node:crypto';
import { type Locator, type Page, expect, test } from './support/test';
import { landingOf } from './support/landing';
import { storageStateOf } from './support/personas';
import { skipFirstVisitDialog } from './support/preferences';
import { serviceRest } from './support/service-rest';
import en from '../messages/en.json';

/**
 * The status page's incidents, written by an admin (issue 47, docs/product.md#status-page): the
 * admin opens an incident (Major, E-mail), sees it Investigating; an update without text is
 * refused by the form and nothing is stored; Monitoring, then Resolved, each with its text. The
 * public /status page then shows the incident and its resolving update (the action expired the
 * page's cache), and the audit log lists the writes. Titles carry a random tag, so parallel runs do
 * not collide; the incident is deleted afterwards with the service role (no admin action, so the
 * audit log is left as it was), and a member is sent away from the page.
 */

const m = en.AdminStatus;

type StoredIncident = { id: string; status: string; impact: string; components: string[]; resolved_at: string | null };

async function storedIncident(title: string): Promise<StoredIncident | undefined> {
  const rows = (await serviceRest(`status_incidents?select=id,status,impact,components,resolved_at&title=eq.${encodeURIComponent(title)}`)) as StoredIncident[];
  return rows[0];
}

async function updateCount(incidentId: string): Promise<number> {
  return ((await serviceRest(`status_incident_updates?select=id&incident_id=eq.${incidentId}`)) as unknown[]).length;
}

/** The incident's card on the admin page, found by its heading. */
const cardOf = (page: Page, title: string): Locator =>
  page.getByTestId('status-incident').filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });

async function postUpdate(card: Locator, status: 'monitoring' | 'resolved', text: string) {
  const form = card.getByTestId('status-update-form');
  await form.getByLabel(m.update.statusLabel, { exact: true }).selectOption(status);
  await form.getByLabel(m.update.bodyLabel, { exact: true }).fill(text);
  await form.getByRole('button', { name: m.update.submit }).click();
}

test.describe('admins', () => {
  test.use({ storageState: storageStateOf('admin') });
  test.beforeEach(async ({ context }) => {
    await skipFirstVisitDialog(context);
  });

  let incidentId: string | null = null;
  test.afterEach(async () => {
    // Cascades to its updates; an unresolved test incident left behind would degrade E-mail on /status.
    if (incidentId) await serviceRest(`status_incidents?id=eq.${incidentId}`, { method: 'DELETE' });
    incidentId = null;
  });

  test('opens an incident and resolves it; the public status page and the audit log show it', async ({ page }) => {
    const tag = randomUUID().slice(0, 8);
    const title = `E-mail alerts delayed ${tag}`;
    const firstText = `The e-mail provider is slow to accept messages ${tag}.`;
    const monitoringText = `The provider fixed its queue; we are watching ${tag}.`;
    const resolvedText = `E-mails are accepted within seconds again ${tag}.`;

    await page.goto('/admin-dashboard/status');
    await expect(page.getByRole('heading', { level: 1, name: m.title })).toBeVisible();
    const nav = page.getByRole('navigation', { name: en.AdminShell.nav.label });
    await expect.soft(nav.getByRole('link', { name: en.AdminShell.nav.status })).toHaveAttribute('aria-current', 'page');
    // The note says where this appears, and links there.
    const publicPageLink = m.note.match(/<link>(.*)<\/link>/)![1];
    await expect.soft(page.getByTestId('status-admin-note').getByRole('link', { name: publicPageLink })).toHaveAttribute('href', '/status');

    await test.step('open an incident: Major, E-mail, with a first text; it is Investigating', async () => {
      const openForm = page.getByTestId('status-open-incident');
      await openForm.getByLabel(m.open.titleLabel, { exact: true }).fill(title);
      await openForm.getByRole('radio', { name: m.impacts.major, exact: true }).check();
      await openForm.getByRole('checkbox', { name: m.components.email, exact: true }).check();
      await openForm.getByLabel(m.open.bodyLabel, { exact: true }).fill(firstText);
      await openForm.getByRole('button', { name: m.open.submit }).click();
      await expect(openForm.getByRole('status')).toHaveText(m.open.opened);

      const stored = await storedIncident(title);
      incidentId = stored?.id ?? null;
      expect(stored).toEqual({ id: expect.any(String), status: 'investigating', impact: 'major', components: ['email'], resolved_at: null });

      const card = cardOf(page, title);
      await expect(card.getByTestId('status-incident-status')).toHaveText(m.statuses.investigating);
      await expect(card.getByTestId('status-incident-impact')).toContainText(m.impacts.major);
      await expect(card.getByTestId('status-incident-components')).toHaveText(m.components.email);
      await expect(card.getByTestId('status-incident-update')).toHaveCount(1);
      await expect(card.getByTestId('status-incident-update')).toContainText(firstText);
      // Emptied for the next incident.
      await expect(openForm.getByLabel(m.open.titleLabel, { exact: true })).toHaveValue('');
    });

    const card = cardOf(page, title);
    const form = card.getByTestId('status-update-form');

    await test.step('an update without text is refused by the form, and nothing is stored', async () => {
      await expect(form.getByLabel(m.update.statusLabel, { exact: true })).toHaveValue('investigating');
      await form.getByRole('button', { name: m.update.submit }).click();
      await expect(form.getByText(m.errors.bodyRequired)).toBeVisible();
      await expect(form.getByLabel(m.update.bodyLabel, { exact: true })).toBeFocused();
      expect(await updateCount(incidentId!)).toBe(1);
      await expect(card.getByTestId('status-incident-status')).toHaveText(m.statuses.investigating);
    });

    await test.step('Monitoring, with its text', async () => {
      await postUpdate(card, 'monitoring', monitoringText);
      await expect(card.getByRole('status')).toHaveText(m.update.posted);
      await expect(card.getByTestId('status-incident-status')).toHaveText(m.statuses.monitoring);
      await expect(card.getByTestId('status-incident-update').first()).toContainText(monitoringText);
      expect((await storedIncident(title))?.status).toBe('monitoring');
    });

    await test.step('Resolved, with its text: the form goes and focus is on the incident', async () => {
      await postUpdate(card, 'resolved', resolvedText);
      await expect(card.getByRole('status')).toHaveText(m.update.resolved);
      await expect(card.getByTestId('status-incident-status')).toHaveText(m.statuses.resolved);
      await expect(form).toHaveCount(0);
      await expect(card.getByRole('heading', { level: 3 })).toBeFocused();
      // Newest first.
      await expect(card.getByTestId('status-incident-update')).toHaveCount(3);
      await expect(card.getByTestId('status-incident-update').first()).toContainText(resolvedText);
      await expect(card.getByTestId('status-incident-update').last()).toContainText(firstText);
      const stored = await storedIncident(title);
      expect(stored?.status).toBe('resolved');
      expect(stored?.resolved_at).not.toBeNull();
    });

    await test.step('the public status page shows the incident and its resolving update', async () => {
      // No waiting for the page's minute: each write expired its cache.
      await page.goto('/status');
      const main = page.getByRole('main');
      await expect(main).toContainText(title);
      await expect(main).toContainText(resolvedText);
    });

    await test.step('the audit log lists the writes under "Status page"', async () => {
      await page.goto('/admin-dashboard/audit?kind=status');
      await expect(page.getByLabel(en.AdminAudit.filters.kind)).toHaveValue('status');
      const entries = page.getByTestId('audit-entry').filter({ hasText: incidentId! });
      // The incident and each of its three updates were created; the incident changed twice.
      await expect(entries.filter({ hasText: en.AdminAudit.actions.status.create })).toHaveCount(4);
      await expect(entries.filter({ hasText: en.AdminAudit.actions.status.update })).toHaveCount(2);
    });
  });
});

test.describe('members', () => {
  test.use({ storageState: storageStateOf('member') });

  // The proxy's guard answers with a redirect before any page renders: a plain request proves it.
  test('are sent from the status incidents page to their own dashboard', async ({ request }) => {
    expect(await landingOf(request, '/admin-dashboard/status')).toBe('/member-dashboard');
  });
});
