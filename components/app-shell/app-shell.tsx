import type { ReactNode } from 'react';
import { AppHeader } from './app-header';
import { BottomBar } from './bottom-bar';

/**
 * The frame of every signed-in page (docs/product.md#app-shell): header, the page, and on phones
 * the bottom bar. The page brings its own <main id="main"> (the skip link's target), so the shell
 * adds no landmark of its own around it.
 *
 * data-app-shell is what app/globals.css looks for (:has) to reserve the bar's height; the floating
 * buttons sit above the bar in their own rail (--floating-rail), so they never cover the bar or the page.
 */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <div data-app-shell className="flex min-h-dvh flex-col">
      <AppHeader />
      {/* Room at the end for the bar, so the last lines of a page can always be scrolled clear of it. */}
      <div className="flex-1 pb-[calc(var(--app-bottom-bar)+1.5rem)]">{children}</div>
      <BottomBar />
    </div>
  );
}
