import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * Which Chromium the end-to-end tests drive: PLAYWRIGHT_CHROMIUM_PATH, else Debian's
 * /usr/bin/chromium, else Playwright's own build if someone installed it. Nothing here ever
 * downloads a browser (this machine is offline): a missing one is a clear, one-line error.
 */
export function resolveChromiumPath(): string {
  const candidates = [process.env.PLAYWRIGHT_CHROMIUM_PATH, '/usr/bin/chromium', safeBundledPath()];
  const found = candidates.find((path): path is string => Boolean(path) && existsSync(path as string));
  if (!found) {
    throw new Error(
      'No Chromium found: set PLAYWRIGHT_CHROMIUM_PATH or install Debian\'s chromium (apt-get install -y chromium).',
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
