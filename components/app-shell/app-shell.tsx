import type { ReactNode } from 'react';
import { AppHeader } from './app-header';
import { BottomBar } from './bottom-bar';

/**
 * The frame of every signed-in page (docs/product.md#app-shell): header, the page, and on phones
 * the bottom bar. The page brings its own <main id="main"> (the skip link's target), so the shell
 * adds no landmark of its own around it.
 *
 * data-app-shell is what app/globals.css looks for (:has) to reserve the bar's height and to move
 * the floating buttons above it, so they never cover the bar or the page.
 */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <div data-app-shell className="flex min-h-dvh flex-col">
      <AppHeader />
      {/*
       * Room at the end for the bar and the floating buttons stacked above it (Devices & Settings
       * 1rem up and 2.75rem high, Emma's launcher 0.5rem above it and at most 3.625rem high, then
       * air), so the last lines of a page can always be scrolled clear of them.
       */}
      <div className="flex-1 pb-[calc(var(--app-bottom-bar)+9rem)]">{children}</div>
      <BottomBar />
    </div>
  );
}
