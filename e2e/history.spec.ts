import { readFile } from 'node:fs/promises';
import { randomInt, randomUUID } from 'node:crypto';
import { type Download, type Page, expect, test } from './support/test';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { Database } from '../lib/database.types';
import { timelineDigest } from '../lib/sos-history/digest';
import { type Account, createMember, signIn } from './support/accounts';
import { seriousViolations } from './support/axe';
import { publishableKey, supabaseUrl } from './support/env';
import { LOCALES } from './support/locales';
import { skipFirstVisitDialog } from './support/preferences';
import { secretKey } from './support/service-rest';

/**
 * The member's history screens (issue 21): an alarm's timeline with its JSON and CSV downloads,
 * digest and "check a copy" (English); the access log naming a family member who read the medical
 * ID, also after the link ended, and its CSV (Dutch); the pendant's state and the chart's text
 * alternative from saved readings (Spanish). Each test builds its own member through the service key.
 */

const [en, nl, es] = LOCALES;

/** Node 20 has no global WebSocket: supabase-js needs ws as its realtime transport. */
const nodeClient = (key: string) =>
  createClient<Database>(supabaseUrl, key, { auth: { persistSession: false, autoRefreshToken: false }, realtime: { transport: WebSocket as never } });
const service = () => nodeClient(secretKey());

async function signedInClient(account: Account) {
  const client = nodeClient(publishableKey);
  const { error } = await client.auth.signInWithPassword(account);
  if (error) throw new Error(`sign-in of ${account.email} failed: ${error.message}`);
  return client;
}

/**
 * Signs the member in on the test's own page and opens `path`. The test's page, not a context of
 * its own: Playwright closes that one when the test ends (and it accepts downloads by default),
 * while a context from browser.newContext() would stay open, its page running, for the rest of
 * the worker's tests.
 */
async function openAsMember(page: Page, account: Account, path: string): Promise<void> {
  await signIn(page, account, '', path);
  await expect(page).toHaveURL((url) => url.pathname === path);
}

async function downloadOf(page: Page, testId: string): Promise<{ download: Download; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
  const file = await download.path();
  return { download, text: await readFile(file, 'utf8') };
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test.beforeEach(async ({ context }) => {
  await skipFirstVisitDialog(context);
});

test('SOS history (en): timeline, JSON and CSV with the digest, check a copy, print view', async ({ page }) => {
  const member = await createMember('history');
  const client = await signedInClient(member);
  const { data: raised, error } = await client.rpc('raise_sos', { client_request_id: randomUUID(), latitude: 52.3702, longitude: 4.8952, accuracy: 8 });
  if (error || !raised) throw new Error(`raising the alarm failed: ${error?.message}`);
  const eventId = (raised as { id: string }).id;
  expect((await client.rpc('end_sos', { event_id: eventId, outcome: 'resolved' })).error).toBeNull();

  await openAsMember(page, member, '/full-dashboard/sos-history');
  await expect(page.getByRole('heading', { level: 1, name: en.m.SosHistory.title })).toBeVisible();
  await page.getByTestId('sos-history-list').getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/full-dashboard/sos-history/${eventId}$`));
  const timeline = page.getByTestId('sos-history-timeline');
  await expect(timeline).toContainText(en.m.Sos.timeline.kind.created);
  await expect(timeline).toContainText(en.m.Sos.timeline.kind.resolved);
  await expect(page.getByTestId('sos-alarm-state')).toContainText(en.m.Sos.status.resolved);
  const shownDigest = (await page.locator('[data-digest]').textContent())?.trim() ?? '';
  expect(shownDigest).toMatch(/^[0-9a-f]{64}$/);

  // JSON: the alarm, its entries, and a digest that is ours and that we can recompute from the file.
  const json = await downloadOf(page, 'sos-export-json');
  expect(json.download.suggestedFilename()).toMatch(/^sos-\d{4}-\d{2}-\d{2}-[0-9a-f]{8}\.json$/);
  const copy = JSON.parse(json.text) as { event: { id: string }; entries: { kind: string; note: string | null }[]; positions: unknown[]; digest: { algorithm: string; value: string } };
  expect(copy.event.id).toBe(eventId);
  expect(copy.entries.map((e) => e.kind)).toEqual(expect.arrayContaining(['created', 'resolved']));
  expect(copy.positions).toHaveLength(1);
  expect(copy.digest).toMatchObject({ algorithm: 'SHA-256', value: shownDigest });
  expect(await timelineDigest(copy.entries as never)).toBe(shownDigest);

  // CSV: UTF-8 with a byte order mark, the digest line, one row per step, in words (the member has
  // no country on file, so the times are UTC and the headings say so).
  const csv = await downloadOf(page, 'sos-export-csv');
  expect(csv.text.charCodeAt(0)).toBe(0xfeff);
  expect(csv.text).toContain(`"${en.m.SosHistory.csv.digest}","SHA-256:${shownDigest}"`);
  expect(csv.text).toContain(`"${en.m.Sos.timeline.kind.created}"`);
  expect(csv.text).toContain(`"${en.m.Sos.status.resolved}"`);
  expect(csv.text).toContain(`"${en.m.SosHistory.csv.at.replace('{zone}', 'UTC')}"`);

  // Check a copy: the untouched file matches, a tampered one does not.
  const input = page.getByTestId('verify-copy-input');
  const result = page.getByTestId('verify-copy-result');
  await input.setInputFiles({ name: 'copy.json', mimeType: 'application/json', buffer: Buffer.from(json.text) });
  await expect(result).toHaveText(en.m.SosHistory.verify.result.match);
  copy.entries[0].note = 'Nobody came';
  await input.setInputFiles({ name: 'tampered.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(copy)) });
  await expect(result).toHaveText(en.m.SosHistory.verify.result.mismatch);

  // Print view: the record only, without the shell's header, navigation and floating buttons.
  await expect(page.getByRole('button', { name: en.m.SosHistory.print })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('#sos-alarm-record')).toBeVisible();
  await expect(page.getByRole('banner').first()).toBeHidden();
  await expect(page.getByTestId('verify-copy-input')).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await noSidewaysScroll(page)).toBe(true);
});

test('access log (nl): a family read of the medical ID is listed with name and role, after the link ended too, and exported as CSV', async ({ page }) => {
  const member = await createMember('history-log');
  const family = await createMember('history-fam');
  const familyName = `Ómar Lezer-${String(randomInt(1_000_000)).padStart(6, '0')}`;
  const admin = service();
  for (const step of await Promise.all([
    admin.from('profiles').update({ full_name: familyName }).eq('user_id', family.id),
    admin.from('family_links').insert({ member_id: member.id, family_member_id: family.id, relationship: 'Dochter', receive_sos_alerts: false, location_access: 'none', view_medical: true }),
  ])) {
    if (step.error) throw new Error(`setting up the family link failed: ${step.error.message}`);
  }
  const familyClient = await signedInClient(family);
  expect((await familyClient.rpc('get_member_medical_profile', { member: member.id })).error).toBeNull();
  // The link ends: the log must still say who read.
  expect((await admin.from('family_links').update({ status: 'revoked' }).eq('member_id', member.id)).error).toBeNull();

  await openAsMember(page, member, '/nl/full-dashboard/access-log');
  await expect(page.getByRole('heading', { level: 1, name: nl.m.AccessLog.title })).toBeVisible();
  const table = page.getByTestId('access-log-table');
  await expect(table.getByRole('row').filter({ hasText: familyName })).toContainText(nl.m.AccessLog.capacity.family);
  await expect(table).toContainText(nl.m.AccessLog.resource.medical_profile);
  await expect(table.locator('caption')).toContainText(nl.m.AccessLog.period.options['30d']);

  // A period with no reads says so.
  await page.getByLabel(nl.m.AccessLog.period.options.custom, { exact: true }).check();
  await page.getByLabel(nl.m.AccessLog.period.from, { exact: true }).fill('2021-01-01');
  await page.getByLabel(nl.m.AccessLog.period.to, { exact: true }).fill('2021-01-31');
  await page.getByRole('button', { name: nl.m.AccessLog.period.apply }).click();
  await expect(page.getByTestId('access-log-empty')).toBeVisible();
  // An impossible period is explained, not a crash.
  await page.goto('/nl/full-dashboard/access-log?period=custom&from=2026-03-02&to=2026-03-01');
  await expect(page.getByRole('alert').filter({ hasText: nl.m.AccessLog.period.errors.fromAfterTo })).toBeVisible();

  await page.goto('/nl/full-dashboard/access-log?period=7d');
  const csv = await downloadOf(page, 'access-log-export');
  expect(csv.download.suggestedFilename()).toMatch(/^access-log_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
  expect(csv.text.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.text.slice(1).trim().split('\r\n');
  expect(lines[0]).toBe(['when', 'who', 'role', 'what', 'alarm', 'alarmStarted'].map((k) => `"${nl.m.AccessLog.csv[k as 'when']}"`).join(','));
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`"${familyName}","${nl.m.AccessLog.capacity.family}","${nl.m.AccessLog.resource.medical_profile}"`);

  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await noSidewaysScroll(page)).toBe(true);
});

test('devices (es): the pendant state, and the chart text alternative from saved readings', async ({ page }) => {
  const member = await createMember('history-dev');
  const client = await signedInClient(member);
  const { data: device, error } = await client
    .from('devices')
    .insert({ user_id: member.id, name: 'Colgante ICE SOS', hardware_id: `hw-${randomUUID()}`, battery: 64, last_heart_rate: 72, last_connected_at: new Date().toISOString() })
    .select('id')
    .single();
  if (error || !device) throw new Error(`pairing failed: ${error?.message}`);
  const hour = 3600_000;
  const readings = [
    { at: Date.now() - 5 * hour, heart_rate: 60, battery: 90 },
    { at: Date.now() - 3 * hour, heart_rate: 90, battery: 80 },
    { at: Date.now() - 1 * hour, heart_rate: 72, battery: 64 },
  ].map((r) => ({ device_id: device.id, user_id: member.id, heart_rate: r.heart_rate, battery: r.battery, recorded_at: new Date(r.at).toISOString() }));
  expect((await service().from('device_readings').insert(readings)).error).toBeNull();

  await openAsMember(page, member, '/es/full-dashboard/devices');
  await expect(page.getByRole('heading', { level: 1, name: es.m.DevicesPage.title })).toBeVisible();
  const state = page.getByTestId('pendant-state');
  await expect(state).toContainText('Colgante ICE SOS');
  await expect(state).toContainText('64 %');
  await expect(state).toContainText('72 ppm');
  const alternative = page.getByTestId('readings-text-alternative');
  await expect(alternative).toContainText('En las últimas 24 horas, la frecuencia cardiaca estuvo entre 60 y 90 ppm; la última fue de 72 ppm.');
  await expect(alternative).toContainText('La batería estuvo entre el 64 % y el 90 %; la última fue del 64 %.');
  await alternative.getByText(/Mostrar las lecturas como tabla/).click();
  await expect(alternative.getByRole('table').getByRole('row')).toHaveCount(4);
  await expect(page.getByTestId('readings-chart').locator('canvas')).toBeVisible();

  await page.getByRole('link', { name: es.m.DevicesPage.chart.periods['7d'] }).click();
  await expect(page).toHaveURL(/period=7d/);
  await expect(page.getByRole('link', { name: es.m.DevicesPage.chart.periods['7d'] })).toHaveAttribute('aria-current', 'true');
  await expect(alternative).toContainText('En los últimos 7 días');

  await page.getByRole('button', { name: es.m.DevicesPage.openSettings }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');

  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await noSidewaysScroll(page)).toBe(true);
});

test('devices and SOS history (es): empty states say what to do', async ({ page }) => {
  const member = await createMember('history-empty');
  await openAsMember(page, member, '/es/full-dashboard/devices');
  await expect(page.getByTestId('devices-empty')).toContainText(es.m.DevicesPage.none.title);
  await expect(page.getByRole('button', { name: es.m.DevicesPage.openSettings })).toBeVisible();
  await page.goto('/es/full-dashboard/sos-history');
  await expect(page.getByTestId('sos-history-empty')).toContainText(es.m.SosHistory.empty);
  // Someone else's alarm, or a made-up id, is not found; the export refuses too.
  await page.goto(`/es/full-dashboard/sos-history/${randomUUID()}`);
  await expect(page.getByRole('heading', { level: 1, name: es.m.NotFound.title })).toBeVisible();
  const response = await page.request.get(`/api/sos-history/${randomUUID()}?format=json`);
  expect(response.status()).toBe(404);
  expect((await page.request.get('/api/sos-history/not-an-id?format=xml')).status()).toBe(400);
});
