import type { Page } from '@playwright/test';

/** Collects console errors and uncaught page errors from the moment it is called. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The homepage's site header and footer, by their landmarks. */
export const header = (page: Page) => page.getByRole('banner');
export const footer = (page: Page) => page.getByRole('contentinfo');
