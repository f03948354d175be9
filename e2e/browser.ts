import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * Which Chromium the end-to-end tests drive: PLAYWRIGHT_CHROMIUM_PATH, else Debian's headless
 * shell, else Debian's full /usr/bin/chromium, else Playwright's own build if someone installed it.
 * Nothing here ever downloads a browser (this machine is offline): a missing one is a clear,
 * one-line error.
 *
 * The headless shell (`apt-get install chromium-headless-shell`) is the browser Playwright itself
 * runs headless tests in. The full browser's headless mode draws every page through its GPU
 * process in software, which on a 2-core CI machine took about 40 % longer for the same
 * tests (16 tests of three specs: 161 s with the full browser, 116 s with the shell) and pushed
 * long tests past their timeout. To watch a test run (`--headed`), point
 * PLAYWRIGHT_CHROMIUM_PATH at /usr/bin/chromium.
 */
export function resolveChromiumPath(): string {
  return firstInstalled([process.env.PLAYWRIGHT_CHROMIUM_PATH, '/usr/bin/chromium-headless-shell', '/usr/bin/chromium', safeBundledPath()]);
}

/**
 * The full browser, for the tests of our service worker: the headless shell has no Push API and
 * no Background Sync. PLAYWRIGHT_FULL_CHROMIUM_PATH, else Debian's /usr/bin/chromium.
 */
export function resolveFullChromiumPath(): string {
  return firstInstalled([process.env.PLAYWRIGHT_FULL_CHROMIUM_PATH, '/usr/bin/chromium', safeBundledPath()]);
}

function firstInstalled(candidates: Array<string | undefined>): string {
  const found = candidates.find((path): path is string => Boolean(path) && existsSync(path as string));
  if (!found) {
    throw new Error(
      `No Chromium found among ${candidates.filter(Boolean).join(', ')}: install Debian's chromium and chromium-headless-shell (apt-get install -y chromium chromium-headless-shell).`,
    );
  }
  return found;
}

function safeBundledPath(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

/** Flags for a headless, offline, root-run Chromium that never phones home. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
