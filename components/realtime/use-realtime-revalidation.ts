'use client';

import type { RealtimeChannel } from '@supabase/supabase-js';
import { type RefObject, useEffect, useRef } from 'react';
import { loadBrowserClient } from './browser-client';
import { ACCESS_CHANGED, type BroadcastPayload, joinPrivateTopic } from './private-topics';

/**
 * Where a resource's changes come from: a channel and what turns its messages into the resource's
 * own change payloads. Moving a resource to a private broadcast channel changes its source only,
 * never the hooks that use it.
 */
export type RealtimeSource<P> = ChannelSource<P> | PrivateTopicSource<P>;

/** Listeners set up before subscribe (postgres_changes) on a channel of this hook's own. */
export type ChannelSource<P> = {
  /** Channel name; one subscriber per name on a page (supabase-js reuses a topic). */
  channel: string;
  private?: false;
  listen: (channel: RealtimeChannel, emit: (payload: P) => void) => RealtimeChannel;
};

/**
 * Broadcast messages on a private topic, authorised at join by policies on realtime.messages
 * (docs/architecture.md#private-sos-channels). Every hook on the page that listens to the topic
 * shares one channel (private-topics.ts).
 */
export type PrivateTopicSource<P> = {
  /** The topic, e.g. `sos:<member id>`. */
  channel: string;
  private: true;
  /** Per broadcast event name: turn the message's payload into a change, or ignore it. */
  on: Partial<Record<string, (payload: BroadcastPayload, emit: (change: P) => void) => void>>;
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
  /**
   * Changes when our own data says access to a private topic may be back (the family links
   * changed): the topics whose join was refused are tried again then, and only then, so a refusal
   * never turns into a loop of joins.
   */
  accessVersion?: string | number;
};

type Latest<P> = { sources: readonly RealtimeSource<P>[]; options: RealtimeRevalidationOptions<P> };
type Subscription = { leave: () => void; retry: () => void };

const NO_SOURCES: readonly RealtimeSource<never>[] = [];

const sourceKey = (source: RealtimeSource<unknown>) => `${source.private ? 'private' : 'channel'}:${source.channel}`;

/**
 * Keeps one resource live (docs/architecture.md#data-flow): subscribes to its sources with the
 * browser client, hands each change to `onChange`, and revalidates on EVERY 'SUBSCRIBED' — the
 * first join and each rejoin after a reconnect or an `access_changed` — so nothing changed while
 * the socket was down is missed. A private topic whose join is refused (read access ended)
 * revalidates too, so what may no longer be seen goes. Sources that leave the list are left,
 * the others stay joined; all are left on unmount. `null` subscribes nothing.
 */
export function useRealtimeRevalidation<P>(
  source: RealtimeSource<P> | readonly RealtimeSource<P>[] | null,
  options: RealtimeRevalidationOptions<P>,
): void {
  const sources: readonly RealtimeSource<P>[] = source === null ? NO_SOURCES : isList(source) ? source : [source];
  // The latest sources and callbacks, read when something arrives: a new render does not resubscribe.
  const latest = useRef<Latest<P>>({ sources, options });
  useEffect(() => {
    latest.current = { sources, options };
  });

  const key = sources.map(sourceKey).join('\n');
  const collapseMs = options.collapseMs ?? 0;
  const { accessVersion } = options;
  const connection = useRef<Connection | null>(null);

  useEffect(() => {
    const opened = connect(latest, collapseMs);
    connection.current = opened;
    opened.sync();
    return () => {
      connection.current = null;
      opened.close();
    };
  }, [collapseMs]);

  useEffect(() => connection.current?.sync(), [key]);
  useEffect(() => connection.current?.retry(), [accessVersion]);
}

function isList<P>(source: RealtimeSource<P> | readonly RealtimeSource<P>[]): source is readonly RealtimeSource<P>[] {
  return Array.isArray(source);
}

type Connection = { sync: () => void; retry: () => void; close: () => void };

/** The subscriptions of one mounted hook, kept in step with its latest sources. */
function connect<P>(latest: RefObject<Latest<P>>, collapseMs: number): Connection {
  let closed = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const subscriptions = new Map<string, Subscription>();
  // Loaded with the first source, never for a hook that has none (yet): a public page's hook
  // switched off until its section is seen must not fetch supabase-js anyway (issue 48).
  let client: ReturnType<typeof loadBrowserClient> | null = null;
  const loadClient = () => (client ??= loadBrowserClient());

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

  const subscribe = (supabase: Awaited<ReturnType<typeof loadBrowserClient>>, source: RealtimeSource<P>): Subscription => {
    if (!source.private) {
      const channel = source.listen(supabase.channel(source.channel), emit).subscribe((status) => {
        if (status === 'SUBSCRIBED') revalidateSoon();
      });
      return { leave: () => void supabase.removeChannel(channel), retry: () => {} };
    }
    const key = sourceKey(source);
    return joinPrivateTopic(supabase, source.channel, {
      onMessage: (event, payload) => {
        if (closed) return;
        // Access to the topic changed: what this page may see may have changed with it.
        if (event === ACCESS_CHANGED) revalidateSoon();
        const current = latest.current.sources.find((s): s is PrivateTopicSource<P> => sourceKey(s) === key) ?? source;
        current.on[event]?.(payload, emit);
      },
      onStatus: (status) => {
        if (status === 'SUBSCRIBED' || status === 'REFUSED') revalidateSoon();
      },
    });
  };

  return {
    sync: () => {
      if (subscriptions.size === 0 && latest.current.sources.length === 0) return;
      void loadClient().then((supabase) => {
        if (closed) return;
        const wanted = new Map(latest.current.sources.map((source) => [sourceKey(source), source]));
        for (const [key, subscription] of subscriptions) {
          if (wanted.has(key)) continue;
          subscriptions.delete(key);
          subscription.leave();
        }
        for (const [key, source] of wanted) {
          if (!subscriptions.has(key)) subscriptions.set(key, subscribe(supabase, source));
        }
      });
    },
    // After any sync asked for in the same render: a topic the new sources dropped is left, not retried.
    retry: () =>
      void client?.then(() => {
        if (closed) return;
        for (const subscription of subscriptions.values()) subscription.retry();
      }),
    close: () => {
      closed = true;
      if (timer) clearTimeout(timer);
      for (const subscription of subscriptions.values()) subscription.leave();
      subscriptions.clear();
    },
  };
}
