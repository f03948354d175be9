import { type BrowserContext, type Page, test as base } from '@playwright/test';

export * from '@playwright/test';

/**
 * Playwright's `test`, plus two guarantees. Every page's `goto` and `reload` return once streamed
 * sections are in place (below), the pages of contexts a test opens itself included. And a browser
 * context the test opened itself with `browser.newContext()` is closed when the test ends, passed
 * or failed. Playwright closes only the contexts it made; one left open keeps its page running
 * (realtime sockets, the homepage's simulated phone) through every later test of that worker,
 * taking CPU the next tests need.
 * Specs import `test` from here, never from '@playwright/test' (eslint.config.mjs enforces it).
 */
/**
 * Waits (at most 10 s, then goes on) until React has put every streamed section in its place. A
 * section that streams in after the page's first bytes (the homepage's app preview and pricing)
 * arrives in a hidden copy (`<div hidden id="S:…">`) that React then moves into the page; until
 * it does, a locator can find the same text twice, and strict mode fails the test.
 */
async function streamedSectionsPlaced(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('div[hidden][id^="S:"]'), undefined, { timeout: 10_000 }).catch(() => undefined);
}

type LoadOptions = { waitUntil?: 'load' | 'domcontentloaded' | 'networkidle' | 'commit' } | undefined;
/** Only loads that wait for the page: one that returns at its first bytes is looking at the load itself. */
const waitsForPage = (options: LoadOptions) => options?.waitUntil === undefined || options.waitUntil === 'load' || options.waitUntil === 'networkidle';

/** Makes `page.goto` and `page.reload` return once streamed sections are in place; once per page. */
const patchedPages = new WeakSet<Page>();
function placeStreamedSectionsOnLoad(page: Page): Page {
  if (patchedPages.has(page)) return page;
  patchedPages.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (waitsForPage(options)) await streamedSectionsPlaced(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (waitsForPage(options)) await streamedSectionsPlaced(page);
    return response;
  };
  return page;
}

/** Every page of `context`, those open now and those it opens later. */
function placeStreamedSectionsInContext(context: BrowserContext): BrowserContext {
  for (const page of context.pages()) placeStreamedSectionsOnLoad(page);
  context.on('page', placeStreamedSectionsOnLoad);
  const newPage = context.newPage.bind(context);
  context.newPage = async () => placeStreamedSectionsOnLoad(await newPage());
  return context;
}

export const test = base.extend<{ closeOpenedContexts: void }>({
  // page.goto and page.reload return once streamed sections are in place (streamedSectionsPlaced).
  page: async ({ page }, provide) => {
    await provide(placeStreamedSectionsOnLoad(page));
  },
  closeOpenedContexts: [
    async ({ browser }, runTest) => {
      const before = new Set(browser.contexts());
      // The same wait for the pages of contexts a test opens itself (a second person, a phone).
      const newContext = browser.newContext.bind(browser);
      const newPage = browser.newPage.bind(browser);
      browser.newContext = async (options) => placeStreamedSectionsInContext(await newContext(options));
      browser.newPage = async (options) => {
        const page = await newPage(options);
        placeStreamedSectionsInContext(page.context());
        return placeStreamedSectionsOnLoad(page);
      };
      try {
        await runTest();
      } finally {
        browser.newContext = newContext;
        browser.newPage = newPage;
      }
      const opened = browser.contexts().filter((context) => !before.has(context));
      await Promise.all(opened.map((context) => context.close().catch(() => undefined)));
    },
    { auto: true },
  ],
});
