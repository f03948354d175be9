/**
 * `npm run bench:journey`: prints (never asserts) what becoming a member costs a newcomer, from
 * the homepage to the plan hand-off (the moment the chosen plan goes to checkout), per path:
 * screens seen, required inputs, clicks, and whether any field was asked twice. Issue 19's goal:
 * no field asked twice, at most 10 required inputs.
 *
 * Driven in real Chromium against the production build, like a person would: the first-visit
 * dialog, "Join" in the hero, every question of Emma (or every field of the form), the
 * confirmation e-mail from the local mailbox, and the hand-off it leads to.
 *   - screens: distinct pages (paths) the person lands on;
 *   - required inputs: answers without which the account cannot be created (typed or chosen);
 *     skipping an optional question ("Skip", "No") counts as a click, not an input;
 *   - clicks: every tap or Enter that moves the journey on, the e-mail's link included.
 *
 * Uses the server at BENCH_URL when one answers there (default http://localhost:3000), else runs
 * `npm start` (build first). Chromium as in e2e/browser.ts.
 */
import { randomUUID } from 'node:crypto';
import { chromium, type Page } from '@playwright/test';
import en from '../messages/en.json';
import { chromiumArgs, resolveChromiumPath } from '../e2e/browser';
import { ensureServer, stopServer } from './support/app-server';
import { loadJourneyEnv } from './bench-journey/env';
import { JourneyLog } from './bench-journey/journey-log';
import { waitForConfirmationLink } from './bench-journey/mailbox';

const baseUrl = process.env.BENCH_URL ?? 'http://localhost:3000';
const reg = en.Registration;

async function start(page: Page, log: JourneyLog) {
  await page.goto(`${baseUrl}/`);
  await log.screen(page);
  const firstVisit = page.getByRole('dialog', { name: en.FirstVisit.title });
  // A first visit asks for language and currency (after hydration); one click on the defaults.
  if (await firstVisit.waitFor({ timeout: 10_000 }).then(() => true, () => false)) await log.click(firstVisit.getByRole('button', { name: en.FirstVisit.continue }));
  await log.click(page.getByRole('link', { name: en.Home.join, exact: true }).first());
  await page.waitForURL(/\/register$/);
  await log.screen(page);
}

async function finish(page: Page, log: JourneyLog, email: string) {
  await page.waitForURL(/\/registration-success$/);
  await log.screen(page);
  const link = await waitForConfirmationLink(loadJourneyEnv().supabaseUrl, email);
  log.clicks += 1; // the link in the e-mail
  await page.goto(`${baseUrl}${link.pathname}${link.search}`);
  // Visible only: Next keeps a hidden copy of a route's previous render for back navigation.
  await page.getByTestId('plan-hand-off').filter({ visible: true }).waitFor();
  await log.screen(page);
}

/** Emma's path: every question answered in the chat, the fewest a person must give. */
async function throughEmma(page: Page): Promise<JourneyLog> {
  const log = new JourneyLog('Emma (chat)');
  const email = `journey-${randomUUID().slice(0, 8)}@example.com`;
  const chat = page.getByRole('log', { name: reg.chat.conversationLabel });
  const emmaLines = chat.locator('[data-author="emma"]');
  const asked = async () => (await emmaLines.last().textContent())?.replace(/^Emma:\s*/, '') ?? '';
  const choose = async (label: string | RegExp, required: boolean) => {
    log.asked(await asked());
    const before = await emmaLines.count();
    await log.click(page.getByRole('group', { name: reg.chat.quickReplies }).getByRole('button', { name: label, exact: typeof label === 'string' }), required);
    await page.waitForFunction(([selector, count]) => document.querySelectorAll(selector as string).length > (count as number), ['[data-author="emma"]', before] as const);
  };
  const say = async (text: string, field = reg.chat.answerLabel) => {
    log.asked(await asked());
    const before = await emmaLines.count();
    await log.type(page.getByLabel(field, { exact: true }), text);
    await page.waitForFunction(([selector, count]) => document.querySelectorAll(selector as string).length > (count as number), ['[data-author="emma"]', before] as const);
  };

  await start(page, log);
  await choose(reg.emma.choices.self, true);
  await say('Ana Journey');
  await say(email);
  await choose(reg.emma.countries.NL, true);
  await say('06 12345678');
  await choose(reg.emma.languages.en, true);
  await choose(/^Premium Protection/, true);
  await choose(reg.emma.choices.skip, false);
  await choose(reg.emma.choices.no, false);
  await choose(reg.emma.choices.yes, true);
  await say('Journey-pass-1', reg.chat.passwordLabel);
  await log.click(page.getByRole('button', { name: reg.screen.create }));
  await finish(page, log, email);
  return log;
}

/** The form: "Prefer a form?" at once, only the required fields. */
async function throughForm(page: Page): Promise<JourneyLog> {
  const log = new JourneyLog('Form');
  const email = `journey-${randomUUID().slice(0, 8)}@example.com`;
  const form = reg.form;
  await start(page, log);
  await log.click(page.getByRole('button', { name: reg.screen.preferForm }));
  for (const label of [form.nameSelf, form.email, form.phoneSelf, form.country, form.planLegend, form.terms, form.password]) log.asked(label);
  await log.type(page.getByLabel(form.nameSelf, { exact: true }), 'Ana Journey', false);
  await log.type(page.getByLabel(form.email, { exact: true }), email, false);
  await log.type(page.getByLabel(form.phoneSelf, { exact: true }), '06 12345678', false);
  await log.select(page.getByLabel(form.country, { exact: true }), 'NL');
  await log.click(page.getByRole('radio', { name: /Premium Protection/ }), true);
  await log.click(page.getByRole('checkbox', { name: /terms of service/ }), true);
  await log.type(page.getByLabel(form.password, { exact: true }), 'Journey-pass-1', false);
  await log.click(page.getByRole('button', { name: reg.screen.create }));
  await finish(page, log, email);
  return log;
}

async function main() {
  const server = await ensureServer(baseUrl);
  const browser = await chromium.launch({ executablePath: resolveChromiumPath(), args: chromiumArgs });
  try {
    const results: JourneyLog[] = [];
    for (const path of [throughEmma, throughForm]) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      results.push(await path(await context.newPage()));
      await context.close();
    }
    console.log(JourneyLog.table(results));
    console.log(JourneyLog.verdict(results, 10));
  } finally {
    await browser.close();
    stopServer(server);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
