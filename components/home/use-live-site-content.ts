'use client';

import { useEffect, useState } from 'react';
import { readSiteContent } from '@/lib/data/site-content';

type Change = { eventType: 'INSERT' | 'UPDATE' | 'DELETE'; new: Record<string, unknown>; old: Record<string, unknown> };

/**
 * One site_content value kept live (spec §4, §7 call 5): an insert or update replaces it, a delete
 * resets it to the default. On every (re)subscription it reads the row again, so a change made
 * while the socket was down is not missed (ARCHITECTURE §3).
 */
export function useLiveSiteContent<T>(key: string, initial: T, parse: (value: unknown) => T, fallback: T, enabled = true): T {
  const [value, setValue] = useState(initial);

  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    let cleanup = () => {};
    // Loaded after the page is interactive: the realtime client is not needed for the first paint.
    void import('@/lib/supabase/client').then(({ createClient }) => {
      if (cancelled) return;
      const supabase = createClient();
      const channel = supabase
        .channel(`site_content:${key}`)
        .on('postgres_changes', { event: '*', schema: 'public', table: 'site_content', filter: `key=eq.${key}` }, (payload) => {
          const change = payload as unknown as Change;
          if (change.eventType === 'DELETE') {
            // Hosted realtime does not filter deletes, so check the key when the payload has it.
            if (change.old?.key === undefined || change.old.key === key) setValue(fallback);
          } else if (change.new?.key === key) {
            setValue(parse(change.new.value));
          }
        })
        .subscribe((status) => {
          if (status === 'SUBSCRIBED') {
            void readSiteContent(supabase, key, parse, fallback).then((fresh) => {
              if (!cancelled) setValue(fresh);
            });
          }
        });
      cleanup = () => void supabase.removeChannel(channel);
    });
    return () => {
      cancelled = true;
      cleanup();
    };
  }, [key, parse, fallback, enabled]);

  return value;
}
