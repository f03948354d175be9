'use client';

import useSWR from 'swr';
import { loadBrowserClient } from '@/components/realtime/browser-client';
import { REFRESH_INTERVAL_MS } from '@/lib/check-in/limits';
import { getOpenCheckIn, type OpenCheckIn } from '@/lib/data/check-in';

export const openCheckInKey = (memberId: string) => ['open-check-in', memberId] as const;

const fetchOpenCheckIn = async ([, memberId]: ReturnType<typeof openCheckInKey>) => getOpenCheckIn(await loadBrowserClient(), memberId);

/**
 * The member's open check-in (docs/product.md#check-in), for the page and the banner in the
 * signed-in shell: one SWR key, so an action on the page shows in the banner too. Read again every
 * 30 s and when the tab comes back (the watch in the database may have raised the alarm meanwhile);
 * no realtime channel, since only the member and the clock change it. `fallback` is the page's own
 * server read (null: none). undefined while the first read is under way; a failed read keeps what
 * was shown.
 */
export function useOpenCheckIn(memberId: string | null, fallback?: OpenCheckIn | null) {
  const { data, mutate } = useSWR(memberId ? openCheckInKey(memberId) : null, fetchOpenCheckIn, {
    fallbackData: fallback,
    refreshInterval: REFRESH_INTERVAL_MS,
    revalidateOnFocus: true,
  });
  return { checkIn: data, refresh: mutate };
}
