'use client';

import { useRef, useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

type Props = { openLabel: string; closeLabel: string; children: ReactNode };

/**
 * The navigation bar's items: always visible from the md breakpoint, behind a toggle below it
 * (docs/product.md#routes-and-screens). Escape closes the menu and returns focus to the toggle; following a link closes it.
 */
export function MobileMenu({ openLabel, closeLabel, children }: Props) {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);

  return (
    <>
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls="site-menu"
        aria-label={open ? closeLabel : openLabel}
        onClick={() => setOpen((value) => !value)}
        // Clear of the floating buttons docked at the right of this row on phones (app/globals.css).
        className="mr-[calc(var(--floating-dock)-1rem)] inline-flex size-11 items-center justify-center rounded-md text-foreground hover:bg-muted focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring md:hidden"
      >
        <svg viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false" className="size-6">
          <path
            d={open ? 'M18 6 6 18M6 6l12 12' : 'M4 6h16M4 12h16M4 18h16'}
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </button>
      <div
        id="site-menu"
        className={cn(
          'w-full flex-col gap-3 pb-4 md:flex md:w-auto md:flex-row md:items-center md:gap-4 md:pb-0',
          open ? 'flex' : 'hidden',
        )}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            setOpen(false);
            toggle.current?.focus();
          }
        }}
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a')) setOpen(false);
        }}
      >
        {children}
      </div>
    </>
  );
}
