import type { RealtimeChannel } from '@supabase/supabase-js';

/** The part of the browser client a private topic needs. */
export type TopicClient = {
  channel: (topic: string, options: { config: { private: true } }) => RealtimeChannel;
  removeChannel: (channel: RealtimeChannel) => Promise<unknown>;
  /** supabase-js: hands realtime the signed-in user's token (from the accessToken callback). */
  realtime?: { setAuth: () => Promise<void> };
  /** supabase-js: who is signed in, so an `access_changed` about someone else is ignored. */
  auth?: { getSession: () => Promise<{ data: { session: { user: { id: string } } | null } }> };
};

/** A broadcast message's payload, as the database trigger (or realtime.send) wrote it. */
export type BroadcastPayload = Record<string, unknown>;

/**
 * What a listener hears about its topic's channel:
 * - SUBSCRIBED: joined (the first join, a rejoin after a reconnect, or after `access_changed`);
 *   anything sent before it may have been missed.
 * - REFUSED: the server refused the join or closed the channel itself: read access has ended (or
 *   never was). The channel is removed; it is tried again only on `retry()`.
 * - CHANNEL_ERROR, TIMED_OUT: the connection failed; realtime-js rejoins with back-off by itself.
 */
export type TopicStatus = 'SUBSCRIBED' | 'REFUSED' | 'CHANNEL_ERROR' | 'TIMED_OUT';

export type TopicListener = {
  onMessage: (event: string, payload: BroadcastPayload) => void;
  onStatus: (status: TopicStatus) => void;
};

export type TopicMembership = {
  /** Stop listening; the channel is removed when its last listener leaves. */
  leave: () => void;
  /** Our own data says access may be back: join a REFUSED topic again (no-op otherwise). */
  retry: () => void;
};

/**
 * Sent on a member's topic when one of their family links changes, naming that family member.
 * Authorisation runs at join on hosted Supabase, so that person's pages leave and join again: a
 * refused rejoin ends delivery. Everyone else on the topic (the member, the rest of the family)
 * ignores it: one link's change must not make thousands of listeners rejoin and read again.
 */
export const ACCESS_CHANGED = 'access_changed';

/** Our own rejoins of one topic (access_changed, retry) are at least this far apart. */
export const REJOIN_SPACING_MS = 1_000;

type Topic = {
  name: string;
  listeners: Set<TopicListener>;
  channel: RealtimeChannel | null;
  joined: boolean;
  refused: boolean;
  abandoned: boolean;
  opening: boolean;
  lastRejoinAt: number;
  rejoinTimer: ReturnType<typeof setTimeout> | null;
};

type Registry = {
  topics: Map<string, Topic>;
  /**
   * The removal of each topic's previous channel: realtime-js hands back the channel that is
   * still leaving when asked for the same topic, and that one can never be subscribed again.
   */
  removals: Map<string, Promise<unknown>>;
  /** The signed-in user's id, read before the first join; null when unknown (then every change counts). */
  userId: string | null;
};

const registries = new WeakMap<TopicClient, Registry>();

function registryOf(client: TopicClient): Registry {
  let registry = registries.get(client);
  if (!registry) {
    registry = { topics: new Map(), removals: new Map(), userId: null };
    registries.set(client, registry);
  }
  return registry;
}

/** Hosted Realtime and the local server answer a join the policies refuse with "Unauthorized: …". */
function isRefusal(error: Error | undefined): boolean {
  return /unauthori[sz]ed/i.test(error?.message ?? '');
}

/**
 * Listen to one private broadcast topic (docs/architecture.md#private-sos-channels). realtime-js
 * keeps one channel per topic on a page and ignores a second subscribe(), while several hooks want
 * the same topic (a member's SOS console: the alarm, its timeline and its receipt): so each topic
 * gets one channel per browser client, counted by its listeners, which all hear every message (by
 * event name) and every status.
 */
export function joinPrivateTopic(client: TopicClient, name: string, listener: TopicListener): TopicMembership {
  const registry = registryOf(client);
  let topic = registry.topics.get(name);
  if (!topic) {
    topic = { name, listeners: new Set(), channel: null, joined: false, refused: false, abandoned: false, opening: false, lastRejoinAt: -Infinity, rejoinTimer: null };
    registry.topics.set(name, topic);
    open(client, registry, topic);
  }
  topic.listeners.add(listener);
  // Already joined: this listener starts hearing messages now, so it reads what came before.
  if (topic.joined) listener.onStatus('SUBSCRIBED');

  const joined = topic;
  let left = false;
  return {
    leave: () => {
      if (left) return;
      left = true;
      joined.listeners.delete(listener);
      if (joined.listeners.size > 0) return;
      joined.abandoned = true;
      if (joined.rejoinTimer) clearTimeout(joined.rejoinTimer);
      if (registry.topics.get(name) === joined) registry.topics.delete(name);
      close(client, registry, joined);
    },
    retry: () => {
      if (!left && joined.refused) rejoinSoon(client, registry, joined);
    },
  };
}

function fanOut(topic: Topic, status: TopicStatus) {
  for (const listener of [...topic.listeners]) listener.onStatus(status);
}

/**
 * Create and subscribe the topic's channel once the previous one is gone and realtime holds the
 * user's token: a join sent before supabase-js has read the session goes out as anonymous, and
 * the policies refuse it (Supabase's own advice: `await supabase.realtime.setAuth()` first).
 */
function open(client: TopicClient, registry: Registry, topic: Topic) {
  if (topic.opening) return;
  topic.opening = true;
  void ready(client, registry, topic.name).then(() => {
    topic.opening = false;
    if (!topic.abandoned && !topic.refused && !topic.channel) subscribe(client, registry, topic);
  });
}

async function ready(client: TopicClient, registry: Registry, name: string) {
  for (let removal = registry.removals.get(name); removal; removal = registry.removals.get(name)) await removal;
  await client.realtime?.setAuth().catch(() => undefined);
  const session = await client.auth?.getSession().catch(() => null);
  registry.userId = session?.data.session?.user.id ?? null;
}

/** An access change names one family member; it concerns this page only when that is us (or unknown). */
function concernsMe(registry: Registry, payload: BroadcastPayload): boolean {
  const named = payload.family_member_id;
  return typeof named !== 'string' || registry.userId === null || named === registry.userId;
}

function subscribe(client: TopicClient, registry: Registry, topic: Topic) {
  const channel = client.channel(topic.name, { config: { private: true } });
  topic.channel = channel;
  channel
    .on('broadcast', { event: '*' }, (message: { event: string; payload?: BroadcastPayload }) => {
      if (topic.channel !== channel) return;
      const payload = message.payload ?? {};
      if (message.event === ACCESS_CHANGED && !concernsMe(registry, payload)) return;
      for (const listener of [...topic.listeners]) listener.onMessage(message.event, payload);
      if (message.event === ACCESS_CHANGED) rejoinSoon(client, registry, topic);
    })
    .subscribe((status, error) => {
      // A channel we removed ourselves reports CLOSED too: only the current one counts.
      if (topic.channel !== channel) return;
      if (status === 'SUBSCRIBED') {
        topic.joined = true;
        fanOut(topic, 'SUBSCRIBED');
      } else if ((status === 'CHANNEL_ERROR' && isRefusal(error)) || status === 'CLOSED') {
        // Refused, or closed by the server (read access ended): stop here. Left alone, realtime-js
        // would retry a refused join every few seconds for as long as the page is open.
        topic.refused = true;
        close(client, registry, topic);
        fanOut(topic, 'REFUSED');
      } else {
        topic.joined = false;
        fanOut(topic, status);
      }
    });
}

function close(client: TopicClient, registry: Registry, topic: Topic) {
  const channel = topic.channel;
  topic.channel = null;
  topic.joined = false;
  if (!channel) return;
  const removal = client
    .removeChannel(channel)
    .catch(() => undefined)
    .then(() => {
      if (registry.removals.get(topic.name) === removal) registry.removals.delete(topic.name);
    });
  registry.removals.set(topic.name, removal);
}

/** Leave and join again: at once, or REJOIN_SPACING_MS after our previous rejoin (bursts collapse). */
function rejoinSoon(client: TopicClient, registry: Registry, topic: Topic) {
  if (topic.rejoinTimer || topic.abandoned) return;
  const rejoin = () => {
    topic.rejoinTimer = null;
    if (topic.abandoned) return;
    topic.lastRejoinAt = Date.now();
    topic.refused = false;
    close(client, registry, topic);
    open(client, registry, topic);
  };
  const wait = topic.lastRejoinAt + REJOIN_SPACING_MS - Date.now();
  if (wait <= 0) rejoin();
  else topic.rejoinTimer = setTimeout(rejoin, wait);
}
