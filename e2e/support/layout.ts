import { type Page, expect } from '@playwright/test';

/**
 * Layout checks shared by the app-shell and layout-grid specs (docs/product.md#app-shell,
 * issue 24 "Phones first"): sideways scroll, the floating buttons over the page, touch targets.
 */

/**
 * How far the page scrolls sideways (0 when it does not). Parts rendered only near the screen
 * (components/layout/deferred-render.ts) clip what overflows them instead of scrolling the page:
 * measured with them rendered in full, so content cut off there counts as well.
 */
export const sidewaysScroll = (page: Page) =>
  page.evaluate(() => {
    const deferred = [...document.querySelectorAll<HTMLElement>('body *')].filter((el) => getComputedStyle(el).contentVisibility === 'auto');
    for (const el of deferred) el.style.contentVisibility = 'visible';
    try {
      return document.documentElement.scrollWidth - window.innerWidth;
    } finally {
      for (const el of deferred) el.style.contentVisibility = '';
    }
  });

/**
 * Every visible heading, paragraph, link, button and form control that a floating button's box
 * touches, at the current scroll position, as readable strings (empty when none). Dialogs,
 * tooltips and the floating buttons themselves are not the page. A button docked in the sticky
 * header's row is only compared with the header's own content: what scrolls under a sticky header
 * is hidden by the header itself, buttons or not.
 */
export function coveredByFloatingButtons(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const inside = (b: DOMRect, outer: DOMRect) => b.left >= outer.left && b.right <= outer.right && b.top >= outer.top && b.bottom <= outer.bottom;
    const dock = document.querySelector<HTMLElement>('[data-floating-dock]');
    const floating = [...document.querySelectorAll<HTMLElement>('[data-floating-button]')].map((el) => {
      const box = el.getBoundingClientRect();
      return { el, box, scope: dock && inside(box, dock.getBoundingClientRect()) ? dock : document.body };
    });
    const hits: string[] = [];
    for (const { el: button, box: b, scope } of floating) {
      for (const el of scope.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6, p, a, button, input, select, textarea, label, li')) {
        if (el.closest('[data-floating-button], [role="dialog"], [role="tooltip"], [data-radix-popper-content-wrapper]')) continue;
        const style = getComputedStyle(el);
        if (style.visibility === 'hidden' || style.display === 'none') continue;
        const box = el.getBoundingClientRect();
        // Visually hidden text (sr-only) is a 1 px box: nothing to cover.
        if (box.width <= 1 || box.height <= 1) continue;
        if (box.left < b.right && b.left < box.right && box.top < b.bottom && b.top < box.bottom) {
          hits.push(`${button.dataset.testid} covers <${el.tagName.toLowerCase()}> "${(el.textContent ?? '').trim().slice(0, 40)}" at ${Math.round(box.left)},${Math.round(box.top)}`);
        }
      }
    }
    return hits;
  });
}

type CoveredOptions = {
  /** Fail when Emma's launcher or Devices & Settings is missing (true where both belong on the page). */
  launchers?: boolean;
  /** Where to look, as fractions of the page's scroll height. */
  scrolledTo?: number[];
  /** How long to wait after each scroll for what reacts to it (the page's own scroll-linked UI). */
  settleMs?: number;
};

/** At each scroll position (by default the top, a third, two thirds and the end), nothing the page shows is under a floating button. */
export async function expectNothingCovered(page: Page, label: string, { launchers = true, scrolledTo = [0, 1 / 3, 2 / 3, 1], settleMs = 50 }: CoveredOptions = {}) {
  if (launchers) {
    await expect(page.getByTestId('emma-launcher'), label).toBeVisible();
    await expect(page.getByTestId('device-settings-launcher'), label).toBeVisible();
  }
  for (const part of scrolledTo) {
    await page.evaluate((f) => window.scrollTo({ top: f * (document.documentElement.scrollHeight - window.innerHeight), behavior: 'instant' }), part);
    if (settleMs > 0) await page.waitForTimeout(settleMs);
    expect(await coveredByFloatingButtons(page), `${label}, scrolled to ${Math.round(part * 100)}%`).toEqual([]);
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

/**
 * Every visible control a finger can tap that is smaller than 44 × 44 px (WCAG 2.5.5's size, which
 * issue 24 asks for everywhere), as readable strings. Exempt, as in WCAG 2.5.8: a link inside a
 * line of running text (its size is the text's), and what is visually hidden (the skip link until
 * it is focused). A checkbox, radio or switch counts with its label, which takes the tap as well.
 * Dialogs and menus are closed here, so what they hold is not measured.
 */
export function smallTouchTargets(page: Page, min = 44): Promise<string[]> {
  return page.evaluate((size) => {
    const CONTROLS = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="checkbox"], [role="radio"], [role="switch"], [role="tab"], [role="combobox"]';
    const TOGGLES = 'input[type="checkbox"], input[type="radio"], [role="checkbox"], [role="radio"], [role="switch"]';
    const describe = (el: Element) => {
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const id = el.id ? `#${el.id}` : '';
      const testId = el.getAttribute('data-testid') ? `[data-testid=${el.getAttribute('data-testid')}]` : '';
      const href = el.getAttribute('href') ? `[href=${el.getAttribute('href')}]` : '';
      return `<${el.tagName.toLowerCase()}${id}${testId}${href}> "${name}"`;
    };
    /** A link that is one piece of a sentence: inline, in a block that has text of its own around it. */
    const inRunningText = (el: Element) => {
      if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
      let block = el.parentElement;
      while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
      const own = (el.textContent ?? '').trim().length;
      return Boolean(block && (block.textContent ?? '').trim().length > own);
    };
    /** The box a tap lands in: a toggle's label takes taps too. */
    const tapBox = (el: Element) => {
      const box = el.getBoundingClientRect();
      if (!el.matches(TOGGLES)) return box;
      const label = el.closest('label') ?? (el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`) : null);
      if (!label) return box;
      const l = label.getBoundingClientRect();
      const left = Math.min(box.left, l.left);
      const top = Math.min(box.top, l.top);
      return new DOMRect(left, top, Math.max(box.right, l.right) - left, Math.max(box.bottom, l.bottom) - top);
    };
    const small: string[] = [];
    for (const el of document.querySelectorAll(CONTROLS)) {
      // Not the page's own controls: open overlays, and what is hidden from everyone on purpose (the
      // contact form's honeypot sits off-screen inside aria-hidden).
      if (el.closest('[role="dialog"], [role="tooltip"], [data-radix-popper-content-wrapper], [inert], [aria-hidden="true"]')) continue;
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const box = el.getBoundingClientRect();
      // Visually hidden (sr-only): a 1 px box nobody can tap.
      if (box.width <= 1 || box.height <= 1) continue;
      if (inRunningText(el)) continue;
      const tap = tapBox(el);
      // Half a pixel of slack for rounding (2.75rem renders as 43.99… in some layouts).
      if (tap.width < size - 0.5 || tap.height < size - 0.5) {
        small.push(`${describe(el)} is ${Math.round(tap.width)} × ${Math.round(tap.height)} px`);
      }
    }
    return small;
  }, min);
}
