'use client';

import useSWR from 'swr';
import { loadBrowserClient } from '@/components/realtime/browser-client';
import { type RealtimeSource, useRealtimeRevalidation } from '@/components/realtime/use-realtime-revalidation';
import { readSiteContent } from '@/lib/data/site-content';

export const siteContentKey = (key: string) => ['site-content', key] as const;

type SiteContentChange = { kind: 'saved'; value: unknown } | { kind: 'deleted' };
type Change = { eventType: 'INSERT' | 'UPDATE' | 'DELETE'; new: Record<string, unknown>; old: Record<string, unknown> };

/** Inserts, updates and deletes of one site_content row. */
export const siteContentSource = (key: string): RealtimeSource<SiteContentChange> => ({
  channel: `site_content:${key}`,
  listen: (channel, emit) =>
    channel.on('postgres_changes', { event: '*', schema: 'public', table: 'site_content', filter: `key=eq.${key}` }, (payload) => {
      const change = payload as unknown as Change;
      if (change.eventType === 'DELETE') {
        // Hosted realtime does not filter deletes, so check the key when the payload has it.
        if (change.old?.key === undefined || change.old.key === key) emit({ kind: 'deleted' });
      } else if (change.new?.key === key) {
        emit({ kind: 'saved', value: change.new.value });
      }
    }),
});

/**
 * One site_content value kept live (docs/product.md#backend-calls): an insert or update replaces
 * it with the payload's value, a delete resets it to the default. The server rendered the first
 * value, so nothing is read on mount; every (re)subscription reads the row again, so a change
 * made while the socket was down is not missed. `enabled: false` (tests) subscribes nothing.
 */
export function useSiteContent<T>(key: string, initial: T, parse: (value: unknown) => T, fallback: T, enabled = true): T {
  const { data, mutate } = useSWR(
    enabled ? siteContentKey(key) : null,
    async ([, contentKey]) => readSiteContent(await loadBrowserClient(), contentKey, parse, fallback),
    { fallbackData: initial, revalidateOnMount: false, revalidateOnFocus: false, revalidateOnReconnect: false },
  );
  useRealtimeRevalidation(enabled ? siteContentSource(key) : null, {
    revalidate: () => mutate(),
    // The payload is the row's newest value: nothing to read again.
    onChange: (change) => void mutate(change.kind === 'deleted' ? fallback : parse(change.value), { revalidate: false }),
  });
  return data ?? initial;
}
