import { test as base } from '@playwright/test';

export * from '@playwright/test';

/**
 * Playwright's `test`, plus one guarantee: a browser context the test opened itself with
 * `browser.newContext()` is closed when the test ends, passed or failed. Playwright closes only the
 * contexts it made; one left open keeps its page running (realtime sockets, the homepage's
 * simulated phone) through every later test of that worker, taking CPU the next tests need.
 * Specs import `test` from here, never from '@playwright/test' (eslint.config.mjs enforces it).
 */
export const test = base.extend<{ closeOpenedContexts: void }>({
  closeOpenedContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      const opened = browser.contexts().filter((context) => !before.has(context));
      await Promise.all(opened.map((context) => context.close().catch(() => undefined)));
    },
    { auto: true },
  ],
});
