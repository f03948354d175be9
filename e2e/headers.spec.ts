import { type Page, expect, test } from '@playwright/test';
import { supabaseUrl } from './support/env';
import { collectPageErrors } from './support/home';
import { skipFirstVisitDialog } from './support/preferences';

const supabase = new URL(supabaseUrl);
const socket = `${supabase.protocol === 'https:' ? 'wss:' : 'ws:'}//${supabase.host}`;

/** Pages, a redirect, a 404, an API route, metadata routes and a static file. */
const responses = [
  '/',
  '/nl/privacy',
  '/es/contact',
  '/devices/ice-sos-pendant',
  '/en/support',
  '/no-such-page',
  '/api/health',
  '/api/legal/privacy/en',
  '/robots.txt',
  '/sitemap.xml',
  '/icons/icon.svg',
];

for (const path of responses) {
  test(`security headers on ${path}`, async ({ request }) => {
    const response = await request.get(path, { maxRedirects: 0 });
    const headers = response.headers();
    const csp = headers['content-security-policy'] ?? '';
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

// One test per page, so each has the whole time limit to itself.
for (const path of ['/', '/videos', '/test', '/contact', '/devices/ice-sos-pendant']) {
  test(`the policy breaks nothing on ${path}: no violations, no console errors`, async ({ page, context }) => {
    await skipFirstVisitDialog(context);
    const errors = collectPageErrors(page);
    await recordCspViolations(page);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await cspViolations(page)).toEqual([]);
    expect(errors.filter((error) => !offlineEmbed.test(error))).toEqual([]);
  });
}

test('the policy lets the video embed play', async ({ page, context }) => {
  await skipFirstVisitDialog(context);
  const errors = collectPageErrors(page);
  await recordCspViolations(page);
  await page.goto('/videos');
  await page.getByRole('main').getByRole('button', { name: 'Meet Emma', exact: true }).click();
  await expect(page.getByRole('dialog').locator('iframe')).toBeVisible();
  expect(await cspViolations(page)).toEqual([]);
  expect(errors.filter((error) => !offlineEmbed.test(error))).toEqual([]);
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
