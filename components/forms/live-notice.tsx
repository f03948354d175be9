'use client';

import { useCallback, useState } from 'react';
import { cn } from '@/lib/cn';

export type Notice = { tone: 'info' | 'error'; text: string };
type Numbered = Notice & { id: number };

const box = 'rounded-md border px-4 py-3 text-sm';

/**
 * The notice a page gives after an action whose own control may be gone (a removed row, a closed
 * dialog). Its two live regions are in the page from the start, empty and out of sight: a region
 * that appears together with its text is often not read out. News waits its turn (status), a
 * failure interrupts (alert), like FormAlert.
 */
export function LiveNotice({ notice }: { notice: Numbered | null }) {
  return (
    <>
      <div role="status" className="empty:sr-only">
        {notice?.tone === 'info' && (
          // A new node per notice, so the same words said twice are read twice.
          <p key={notice.id} className={cn(box, 'border-border bg-muted text-foreground')}>
            {notice.text}
          </p>
        )}
      </div>
      <div role="alert" className="empty:sr-only">
        {notice?.tone === 'error' && (
          <p key={notice.id} className={cn(box, 'border-destructive/40 bg-destructive/10 text-destructive')}>
            {notice.text}
          </p>
        )}
      </div>
    </>
  );
}

/** The notice for LiveNotice and the function that replaces it (null clears it). */
export function useLiveNotice() {
  const [notice, setNotice] = useState<Numbered | null>(null);
  const say = useCallback((next: Notice | null) => setNotice((previous) => next && { ...next, id: (previous?.id ?? 0) + 1 }), []);
  return [notice, say] as const;
}
