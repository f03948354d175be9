import { expect, type Locator } from '@playwright/test';

/**
 * Resolves once React has hydrated `element` (it then carries React's props on the DOM node).
 * Typing into a form before that can be lost: react-hook-form sets each field to its default value
 * when it registers the field at hydration. Seen in CI on a loaded machine: on /auth/reset-password
 * the first password field came back empty while the second, typed a moment later, kept its text.
 */
export async function waitForHydration(element: Locator): Promise<void> {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$'))), { message: 'the form is hydrated' })
    .toBe(true);
}
