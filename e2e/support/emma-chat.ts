import { type Page, expect } from '@playwright/test';
import type { LocaleCase } from './locales';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What a person did on the way: taps (a button, a quick reply, a link) and inputs (a field filled and sent). */
export type Effort = { taps: number; inputs: number };

/**
 * Emma's registration chat as a person uses it: type an answer and send it, or tap a quick reply,
 * then wait for Emma's next line. `effort`, when given, counts each as the person's tap or input;
 * `touch` taps as a finger does (the page needs a touch screen), instead of clicking.
 */
export function chat(page: Page, m: LocaleCase['m'], options: { effort?: Effort; touch?: boolean } = {}) {
  const reg = m.Registration;
  const log = page.getByRole('log', { name: reg.chat.conversationLabel });
  const lines = log.locator('[data-author]');
  const count = (kind: keyof Effort) => {
    if (options.effort) options.effort[kind] += 1;
  };
  /** Does something, then waits for the conversation to answer it (a new line from Emma). */
  async function andWait(act: () => Promise<void>) {
    const before = await lines.count();
    await act();
    await expect.poll(() => lines.count()).toBeGreaterThan(before);
    await expect(lines.last()).toHaveAttribute('data-author', 'emma');
  }
  const send = (label: string, text: string) =>
    andWait(async () => {
      count('inputs');
      const field = page.getByLabel(label, { exact: true });
      await field.fill(text);
      await field.press('Enter');
    });
  return {
    log,
    /** Types an answer in the chat's answer field and sends it. */
    say: (text: string) => send(reg.chat.answerLabel, text),
    password: (text: string) => send(reg.chat.passwordLabel, text),
    /** Taps a quick reply. */
    choose: (label: string | RegExp) =>
      andWait(async () => {
        count('taps');
        const reply = page.getByRole('group', { name: reg.chat.quickReplies }).getByRole('button', { name: label, exact: typeof label === 'string' });
        await (options.touch ? reply.tap() : reply.click());
      }),
    /** Waits until Emma's newest line is `text`. */
    async asks(text: string) {
      await expect(lines.last()).toHaveText(new RegExp(`${escape(text)}$`));
    },
  };
}
