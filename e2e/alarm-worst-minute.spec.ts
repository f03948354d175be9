import { type Locator, expect, test } from './support/test';
import { signIn } from './support/accounts';
import { ALICANTE, alertMember, endAlarm, link, person, raiseAlarm } from './support/family-alerts';
import { LOCALES } from './support/locales';

/**
 * The alarm's worst minute, as a family member on a phone meets it (docs/product.md#family-alerts-on-every-page):
 * on /es, in Spanish, 390 × 844 with touch. Nothing moves under a finger while the alarm updates
 * (someone else answers, the position moves, the sound controls appear): "Me ocupo" keeps its
 * place, measured by its box before and after each update, and is apart from the call link. No
 * dialog covers an open alarm: the first-visit language dialog waits until it has ended.
 */
const { m } = LOCALES[2];
const t = m.FamilyAlerts;

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
}

test('es: "Me ocupo" stays where the finger is while the alarm updates, and no dialog covers the alarm', async ({ page }) => {
  test.slow(); // three people, an alarm and its updates: more steps than the default budget holds on a busy machine
  const member = await alertMember();
  const family = await person('family-worst-minute');
  const other = await person('family-other');
  await link(member, family);
  await link(member, other);
  const eventId = await raiseAlarm(member);

  // A first visit: no "visited" flag on this browser, so the language dialog would open on /es.
  await signIn(page, family, '/es');
  await page.goto('/es');
  const card = page.getByTestId('family-alert').filter({ hasText: member.name });
  const answer = card.getByRole('button', { name: t.acknowledge });
  await expect(answer).toBeVisible();
  await expect(card.getByTestId('family-alert-maps')).toBeVisible();
  const before = await box(answer);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The largest target in the card, and apart from the call link (a tap on a tel: link dials).
  const call = await box(card.getByRole('link', { name: t.call.replace('{phone}', member.phone) }));
  expect(before.width).toBeGreaterThanOrEqual(call.width);
  expect(before.height).toBeGreaterThanOrEqual(48);
  expect(call.y - (before.y + before.height)).toBeGreaterThanOrEqual(16);

  // Update 1: someone else is on it.
  const acknowledged = await other.client.rpc('acknowledge_sos', { event_id: eventId });
  expect(acknowledged.error).toBeNull();
  await expect(card).toContainText(t.onIt.replace('{names}', ''));
  expect(await box(answer)).toEqual(before);

  // Update 2: the member moved; the new position and its map links arrive.
  const moved = await member.client
    .from('sos_locations')
    .insert({ event_id: eventId, member_id: member.id, latitude: ALICANTE.latitude + 0.01, longitude: ALICANTE.longitude, accuracy: 30 });
  expect(moved.error).toBeNull();
  await expect(card.getByTestId('family-alert-location')).toContainText('38.35520');
  expect(await box(answer)).toEqual(before);

  // The sound controls are on screen by now, below the cards.
  await expect(page.getByTestId('family-alert-sound')).toBeVisible();
  expect(await box(answer)).toEqual(before);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // One tap answers, and the confirmation takes the button's place.
  await answer.tap();
  const given = card.getByTestId('family-alert-on-it');
  await expect(given).toHaveText(t.youAreOnIt);
  const after = await box(given);
  expect(after.y).toBe(before.y);
  expect(after.height).toBeGreaterThanOrEqual(before.height - 1);

  // Once the alarm is over, the first-visit dialog may have its turn.
  await endAlarm(member, eventId);
  await expect(page.getByRole('dialog', { name: m.FirstVisit.title })).toBeVisible();
});
