'use client';

import { useEffect, useRef } from 'react';

/**
 * "The plan was saved", shown on the list the form returned to. It takes focus when it appears:
 * the form the admin was in is gone, and a status message rendered with a new page is often not
 * read out, while a focused one is.
 */
export function SavedNotice({ children }: { children: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} role="status" tabIndex={-1} className="rounded-md border border-border bg-muted px-4 py-3 text-sm text-foreground focus:outline-none focus-visible:ring-2 focus-visible:ring-guardian" data-testid="catalogue-saved">
      {children}
    </div>
  );
}
