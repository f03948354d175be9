'use client';

import type { RealtimeChannel } from '@supabase/supabase-js';
import { useEffect, useRef } from 'react';
import { loadBrowserClient } from './browser-client';

/**
 * Where a resource's changes come from: a channel and the listeners that turn what arrives into
 * the resource's own change payloads. Today the listeners are postgres_changes; moving a resource
 * to a private broadcast channel changes its source only, never the hooks that use it.
 */
export type RealtimeSource<P> = {
  /** Channel (topic) name; one subscriber per name on a page (supabase-js reuses a topic). */
  channel: string;
  /** Private channels are authorised at join by policies on realtime.messages. */
  private?: boolean;
  listen: (channel: RealtimeChannel, emit: (payload: P) => void) => RealtimeChannel;
};

export type RealtimeRevalidationOptions<P> = {
  /** Fetch the resource again (usually SWR's bound `mutate()`). */
  revalidate: () => unknown;
  /**
   * One change arrived. Default: revalidate. `revalidateSoon` is the collapsed revalidation, for
   * handlers that only sometimes need a refetch.
   */
  onChange?: (payload: P, revalidateSoon: () => void) => void;
  /** Revalidations asked for within this many ms collapse into one (0: each runs at once). */
  collapseMs?: number;
};

/**
 * Keeps one resource live (docs/architecture.md#data-flow): subscribes to its source with the
 * browser client, hands each change to `onChange`, and revalidates on EVERY 'SUBSCRIBED' — the
 * first join and each rejoin after a reconnect — so nothing changed while the socket was down is
 * missed. The channel is removed on unmount or when the source changes; `null` subscribes nothing.
 */
export function useRealtimeRevalidation<P>(source: RealtimeSource<P> | null, options: RealtimeRevalidationOptions<P>): void {
  // The latest callbacks, read when something arrives: a new render does not resubscribe.
  const latest = useRef({ source, options });
  useEffect(() => {
    latest.current = { source, options };
  });

  const name = source?.channel ?? null;
  const isPrivate = source?.private ?? false;
  const collapseMs = options.collapseMs ?? 0;

  useEffect(() => {
    if (!name) return;
    let closed = false;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let remove = () => {};

    const revalidateSoon = () => {
      if (closed) return;
      if (collapseMs <= 0) {
        void latest.current.options.revalidate();
        return;
      }
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = null;
        if (!closed) void latest.current.options.revalidate();
      }, collapseMs);
    };

    const emit = (payload: P) => {
      if (closed) return;
      const { onChange } = latest.current.options;
      if (onChange) onChange(payload, revalidateSoon);
      else revalidateSoon();
    };

    void loadBrowserClient().then((supabase) => {
      const current = latest.current.source;
      if (closed || !current) return;
      const channel = current
        .listen(supabase.channel(name, isPrivate ? { config: { private: true } } : undefined), emit)
        .subscribe((status) => {
          if (status === 'SUBSCRIBED') revalidateSoon();
        });
      remove = () => void supabase.removeChannel(channel);
    });

    return () => {
      closed = true;
      if (timer) clearTimeout(timer);
      remove();
    };
  }, [name, isPrivate, collapseMs]);
}
