/**
 * Below-the-fold parts of public pages (the homepage's sections, the footer) are rendered by the
 * browser only as they near the screen (CSS `content-visibility: auto`). On a slow phone, styling
 * and laying out the whole homepage at once made two of the long tasks after the first paint
 * (issue 48, docs/architecture.md#cached-public-pages). The content stays in the document, so
 * search, find-in-page, anchors and screen readers see all of it.
 *
 * Until a part is rendered it takes the height reserved here; `auto` makes the browser remember
 * the real height once it has been rendered, so scrolling back never jumps.
 */

/** A part's usual height in rem, on a phone and from the `md` breakpoint (768 px) up. */
export type ReservedHeight = { phone: number; wide: number };

/** The classes that turn it on; the heights come from deferredRenderReserve's custom properties. */
export const DEFERRED_RENDER_CLASS =
  '[content-visibility:auto] [contain-intrinsic-size:auto_var(--reserve-phone)] md:[contain-intrinsic-size:auto_var(--reserve-wide)]';

export function deferredRenderReserve({ phone, wide }: ReservedHeight): Record<'--reserve-phone' | '--reserve-wide', string> {
  return { '--reserve-phone': `${phone}rem`, '--reserve-wide': `${wide}rem` };
}
