'use client';

import { createContext, type ReactNode, use } from 'react';
import { LiveNotice, type Notice, useLiveNotice } from '@/components/forms/live-notice';

const FamilyNoticeContext = createContext<(notice: Notice) => void>(() => {});

/**
 * The family page's word on what an action did ("Access for Ana is revoked"), said once for the
 * whole page: the card or row that was acted on often changes place or disappears with the
 * answer, taking any message of its own with it.
 */
export function FamilyNotices({ children }: { children: ReactNode }) {
  const [notice, say] = useLiveNotice();
  return (
    <FamilyNoticeContext value={say}>
      <LiveNotice notice={notice} />
      {children}
    </FamilyNoticeContext>
  );
}

/** Says a notice on the family page (does nothing outside FamilyNotices). */
export function useFamilyNotice() {
  return use(FamilyNoticeContext);
}
