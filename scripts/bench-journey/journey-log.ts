import type { Locator, Page } from '@playwright/test';

/** What one path through registration cost, counted as the script acts (see bench-journey.ts). */
export class JourneyLog {
  readonly screens: string[] = [];
  readonly questions: string[] = [];
  inputs = 0;
  clicks = 0;

  constructor(readonly path: string) {}

  /** The screen the person is on now: its path and its heading (one path may show two screens). */
  async screen(page: Page) {
    const heading = await page.locator('h1').filter({ visible: true }).first().textContent();
    const screen = `${new URL(page.url()).pathname} “${heading?.trim() ?? ''}”`;
    if (!this.screens.includes(screen)) this.screens.push(screen);
  }

  /** A question or field put to the person (Emma's line, or a form field's label). */
  asked(question: string) {
    this.questions.push(question.trim());
  }

  /** A tap; `requiredInput` when it answers a required question (a quick reply, a radio, a checkbox). */
  async click(target: Locator, requiredInput = false) {
    await target.click();
    this.clicks += 1;
    if (requiredInput) this.inputs += 1;
  }

  /** A typed answer; in the chat it is sent with Enter (a click's worth of action). */
  async type(target: Locator, text: string, send = true) {
    await target.fill(text);
    this.inputs += 1;
    if (send) {
      await target.press('Enter');
      this.clicks += 1;
    }
  }

  async select(target: Locator, value: string) {
    await target.selectOption(value);
    this.inputs += 1;
    this.clicks += 1;
  }

  /** Questions put more than once. */
  repeated(): string[] {
    return [...new Set(this.questions.filter((question, index) => this.questions.indexOf(question) !== index))];
  }

  static table(logs: readonly JourneyLog[]): string {
    const rows = logs.map((log) => [log.path, String(log.screens.length), String(log.inputs), String(log.clicks), log.repeated().length === 0 ? 'none' : log.repeated().join(' | ')]);
    const header = ['path', 'screens', 'required inputs', 'clicks', 'asked twice'];
    const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
    const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column])).join('  ');
    const screens = logs.map((log) => `${log.path}: ${log.screens.join(' → ')}`);
    return ['Homepage → plan hand-off, per path (390 × 844 viewport, English)', line(header), ...rows.map(line), '', ...screens].join('\n');
  }

  static verdict(logs: readonly JourneyLog[], maxInputs: number): string {
    const parts = logs.map(
      (log) => `${log.path}: ${log.inputs} required inputs ${log.inputs <= maxInputs ? 'met' : 'NOT MET'}, asked twice: ${log.repeated().length === 0 ? 'none, met' : 'NOT MET'}`,
    );
    return `goals (no field asked twice, at most ${maxInputs} required inputs): ${parts.join(' | ')}`;
  }
}
