import { type Page, expect, test } from './support/test';
import { supabaseUrl } from './support/env';
import { collectPageErrors } from './support/home';
import { type Persona, storageStateOf } from './support/personas';
import { skipFirstVisitDialog } from './support/preferences';
import { announcePublicDataChange, serviceRest } from './support/service-rest';

const supabase = new URL(supabaseUrl);
const socket = `${supabase.protocol === 'https:' ? 'wss:' : 'ws:'}//${supabase.host}`;

/**
 * How each response may run scripts (decision 0014): pages rendered per request by a nonce,
 * cached pages (prerendered at build, or on their first visit) by their scripts' hashes,
 * everything else only from our origin. Never 'unsafe-inline'.
 */
const responses = {
  '/': 'hashes',
  '/nl': 'hashes',
  '/nl/privacy': 'hashes',
  '/es/contact': 'hashes',
  '/privacy': 'hashes',
  '/devices/ice-sos-pendant': 'hashes',
  '/es/regional-center/spain': 'hashes',
  '/support': 'hashes',
  '/auth': 'nonce',
  '/member-dashboard': 'nonce',
  '/no-such-page': 'nonce',
  '/api/health': 'self',
  '/api/legal/privacy/en': 'self',
  '/robots.txt': 'self',
  '/sitemap.xml': 'self',
  '/icons/icon.svg': 'self',
} as const;

const scriptSources = (csp: string) => /(?:^|;\s*)script-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? [];

for (const [path, scripts] of Object.entries(responses)) {
  test(`security headers on ${path}: scripts by ${scripts}`, async ({ request }) => {
    const response = await request.get(path, { maxRedirects: 0 });
    const headers = response.headers();
    const csp = headers['content-security-policy'] ?? '';
    // One policy only: a second would be enforced too (Playwright joins repeated headers with a newline).
    expect(csp).not.toContain('\n');
    const sources = scriptSources(csp);
    expect(sources[0]).toBe("'self'");
    expect(sources).not.toContain("'unsafe-inline'");
    const rest = sources.slice(1);
    if (scripts === 'self') expect(rest).toEqual([]);
    if (scripts === 'nonce') expect(rest).toEqual([expect.stringMatching(/^'nonce-[A-Za-z0-9+/]{22}=='$/)]);
    if (scripts === 'hashes') {
      expect(rest.length).toBeGreaterThan(0);
      for (const source of rest) expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    }
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('frame-src https://www.youtube-nocookie.com');
    expect(csp).toContain("img-src 'self' data: blob: https://img.youtube.com");
    expect(csp).toContain(`connect-src 'self' ${supabase.origin} ${socket}`);
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('DENY');
    const permissions = headers['permissions-policy'] ?? '';
    expect(permissions).toContain('geolocation=(self)');
    expect(permissions).toContain('bluetooth=(self)');
    expect(permissions).toContain('camera=()');
    expect(permissions).toContain('microphone=()');
  });
}

/** Records the page's CSP violations from before its first script, in window.__cspViolations. */
async function recordCspViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
}

const cspViolations = (page: Page) => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

// The video host is unreachable offline, so an embed shows the browser's error document, where
// the test's own init script (skipFirstVisitDialog) may not read localStorage; only our errors count.
const offlineEmbed = /youtube|ERR_NAME_NOT_RESOLVED|ERR_INTERNET_DISCONNECTED|net::|'localStorage' property from 'Window'/i;

// Per-request and prerendered pages, in each language, walked in one browser: after the first
// page the app's scripts come from the browser's cache, so each further page costs its own
// render only. Unprefixed pages first: a Dutch or Spanish page sets the NEXT_LOCALE cookie, which
// would send a later unprefixed URL to that language. Soft checks: one page's failure hides no other.
const PUBLIC_PAGES = ['/', '/videos', '/test', '/contact', '/devices/ice-sos-pendant', '/nl/privacy', '/es/terms', '/nl', '/es/auth'];

test(`the policy breaks nothing on ${PUBLIC_PAGES.join(', ')}: no violations, no console errors; the video embed plays`, async ({ page, context }) => {
  await skipFirstVisitDialog(context);
  const errors = collectPageErrors(page);
  await recordCspViolations(page);
  for (const path of PUBLIC_PAGES) {
    await test.step(`the policy breaks nothing on ${path}: no violations, no console errors`, async () => {
      const seen = errors.length;
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect.soft(await cspViolations(page), `${path}: violations`).toEqual([]);
      expect.soft(errors.slice(seen).filter((error) => !offlineEmbed.test(error)), `${path}: console errors`).toEqual([]);
    });
  }
  await test.step('the policy lets the video embed play', async () => {
    const seen = errors.length;
    // The Dutch and Spanish pages above set NEXT_LOCALE, which would send /videos to Spanish.
    await context.clearCookies({ name: 'NEXT_LOCALE' });
    await page.goto('/videos');
    await page.getByRole('main').getByRole('button', { name: 'Meet Emma', exact: true }).click();
    await expect(page.getByRole('dialog').locator('iframe')).toBeVisible();
    expect(await cspViolations(page)).toEqual([]);
    expect(errors.slice(seen).filter((error) => !offlineEmbed.test(error))).toEqual([]);
  });
});

// The member and admin areas, signed in: their pages are rendered per request, with a nonce.
for (const [persona, path] of [
  ['member', '/member-dashboard'],
  ['admin', '/admin-dashboard'],
  ['family', '/es/member-dashboard'],
] as [Persona, string][]) {
  test.describe(`signed in as ${persona}`, () => {
    test.use({ storageState: storageStateOf(persona) });
    test(`the policy breaks nothing on ${path}`, async ({ page }) => {
      const errors = collectPageErrors(page);
      await recordCspViolations(page);
      await page.goto(path);
      await expect(page).toHaveURL(path);
      await page.waitForLoadState('networkidle');
      expect(await cspViolations(page)).toEqual([]);
      expect(errors.filter((error) => !offlineEmbed.test(error))).toEqual([]);
    });
  });
}

/** What an injection would do: add an inline script (without the page's nonce) and see if it runs. */
async function injectInlineScript(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.body.append(script);
    await new Promise((resolve) => setTimeout(resolve, 50));
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
}

test('an injected inline script does not run on / nor /privacy, and the browser reports it', async ({ page, context }) => {
  await skipFirstVisitDialog(context);
  await recordCspViolations(page);
  for (const path of ['/', '/privacy']) {
    await test.step(`an injected inline script does not run on ${path}, and the browser reports it`, async () => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect.soft(await cspViolations(page), `${path}: violations before the injection`).toEqual([]);
      expect.soft(await injectInlineScript(page), `${path}: the injected script ran`).toBe(false);
      expect.soft(await cspViolations(page), `${path}: violations after the injection`).toEqual(['script-src-elem inline']);
    });
  }
});

test('every page rendered per request gets a fresh nonce, used on its scripts', async ({ request }) => {
  const nonces: string[] = [];
  for (let i = 0; i < 2; i++) {
    const response = await request.get('/auth');
    const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1] ?? '';
    const html = await response.text();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)([^>]*)>/g)].map((m) => m[1]);
    expect(inline.length).toBeGreaterThan(0);
    for (const attributes of inline) expect(attributes).toContain(`nonce="${nonce}"`);
    nonces.push(nonce);
  }
  expect(nonces[0]).not.toBe(nonces[1]);
});

// @exclusive: it changes the homepage every other test reads.
test('a cached page rendered again with new data gets the hashes of its new scripts', { tag: '@exclusive' }, async ({ page, context, request }) => {
  await skipFirstVisitDialog(context);
  const key = 'site_content?key=eq.homepage_app_preview';
  const [stored] = (await serviceRest(`${key}&select=value`)) as { value: Record<string, unknown> }[];
  const before = (await request.get('/')).headers()['content-security-policy'];
  const tagline = `Cached again ${Date.now()}`;
  await serviceRest(key, { method: 'PATCH', body: JSON.stringify({ value: { ...stored.value, tagline } }) });
  await announcePublicDataChange('site_content');
  try {
    const errors = collectPageErrors(page);
    await recordCspViolations(page);
    const response = await page.goto('/');
    // The new payload is in the page's inline scripts, so its policy lists other hashes.
    const after = (await response?.allHeaders())?.['content-security-policy'];
    expect(after).not.toEqual(before);
    await expect(page.getByTestId('app-preview-tagline').filter({ visible: true })).toHaveText(tagline);
    await page.waitForLoadState('networkidle');
    expect(await cspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    // Its own scripts ran (a blocked payload would fail hydration, an error above); an injected one does not.
    expect(await injectInlineScript(page)).toBe(false);
  } finally {
    await serviceRest(key, { method: 'PATCH', body: JSON.stringify({ value: stored.value }) });
    await announcePublicDataChange('site_content');
  }
});

test.describe('server actions refused before Next would throw (issue 17, item 6)', () => {
  test('a cross-origin action answers 403 and an oversized one 413, never 500', async ({ request }) => {
    const crossOrigin = await request.post('/', {
      headers: { 'Next-Action': '0123456789abcdef', Origin: 'https://evil.example', 'Content-Type': 'text/plain;charset=UTF-8' },
      data: '[]',
    });
    expect(crossOrigin.status()).toBe(403);
    expect(await crossOrigin.json()).toEqual({ error: 'Server actions only accept requests from this site.' });

    const oversized = await request.post('/', {
      headers: { 'Next-Action': '0123456789abcdef', 'Content-Type': 'text/plain;charset=UTF-8' },
      data: 'x'.repeat(1024 * 1024 + 1),
    });
    expect(oversized.status()).toBe(413);
  });
});
