import type { Page } from '@playwright/test';
import type { RealtimeChannel } from '@supabase/supabase-js';
import type { Person } from './family-alerts';

/**
 * Realtime as the tests see it: every message a page's socket received (decoded from the wire,
 * so nothing the app filters out is missed), and a person's own supabase-js session in Node
 * trying every way onto a member's SOS messages.
 */

/**
 * One message a page received: when (ms since epoch, in the test process), when its socket opened
 * (a new page load opens a new one), topic, phoenix event, and for a broadcast its own event.
 */
export type ReceivedFrame = { at: number; socketOpenedAt: number; topic: string; event: string; broadcastEvent: string | null; text: string };

/** Starts recording the realtime messages the page receives. Call before the first page.goto. */
export function recordRealtimeFrames(page: Page): ReceivedFrame[] {
  const frames: ReceivedFrame[] = [];
  page.on('websocket', (socket) => {
    if (!socket.url().includes('/realtime/v1/websocket')) return;
    const socketOpenedAt = Date.now();
    socket.on('framereceived', ({ payload }) => {
      const frame = decodeFrame(payload);
      if (frame) frames.push({ at: Date.now(), socketOpenedAt, ...frame });
    });
  });
  return frames;
}

/**
 * When the page itself left a topic (it sent phx_leave): the app leaves a member's topic when told
 * its access ended, which may come before the server's own check closes the channel.
 */
export function recordLeaves(page: Page): Array<{ at: number; topic: string }> {
  const leaves: Array<{ at: number; topic: string }> = [];
  page.on('websocket', (socket) => {
    if (!socket.url().includes('/realtime/v1/websocket')) return;
    socket.on('framesent', ({ payload }) => {
      const frame = decodeFrame(payload);
      if (frame?.event === 'phx_leave') leaves.push({ at: Date.now(), topic: frame.topic });
    });
  });
  return leaves;
}

function decodeFrame(data: string | Buffer): Omit<ReceivedFrame, 'at' | 'socketOpenedAt'> | null {
  if (typeof data !== 'string') {
    // vsn 2.0.0 binary broadcast (kind 4): kind, topic length, event length, metadata length,
    // encoding, then topic, event, metadata and the payload.
    if (data[0] !== 4) return null;
    const topicEnd = 5 + data[1];
    const topic = data.subarray(5, topicEnd).toString('utf8');
    const broadcastEvent = data.subarray(topicEnd, topicEnd + data[2]).toString('utf8');
    return { topic, event: 'broadcast', broadcastEvent, text: data.toString('utf8') };
  }
  const parsed = JSON.parse(data) as unknown;
  // vsn 2.0.0 text: [join_ref, ref, topic, event, payload]; vsn 1.0.0: an object.
  const [topic, event, payload] = Array.isArray(parsed)
    ? [parsed[2], parsed[3], parsed[4]]
    : [(parsed as Record<string, unknown>).topic, (parsed as Record<string, unknown>).event, (parsed as Record<string, unknown>).payload];
  if (typeof topic !== 'string' || typeof event !== 'string') return null;
  const inner = event === 'broadcast' && payload && typeof payload === 'object' ? (payload as { event?: unknown }).event : null;
  return { topic, event, broadcastEvent: typeof inner === 'string' ? inner : null, text: data };
}

/** The phoenix topic of a member's private SOS channel, as it travels on the wire. */
export const wireTopic = (memberId: string) => `realtime:sos:${memberId}`;

export type JoinResult = { status: string; error: string | null };

/** Subscribes and waits for the first answer: joined, refused (with the server's reason), timed out or closed. */
export function join(channel: RealtimeChannel): Promise<JoinResult> {
  return new Promise((resolve) => {
    let answered = false;
    channel.subscribe((status, error) => {
      if (answered) return;
      answered = true;
      resolve({ status, error: error?.message ?? null });
    });
  });
}

export type Heard = { via: string; event: string; payload: unknown };

export type Eavesdropper = {
  /** The private topic `sos:<member>` joined with config.private, as the app does. */
  privateJoin: JoinResult;
  /** The same topic name joined as a public channel (no Realtime Authorization at all). */
  publicJoin: JoinResult | null;
  /** postgres_changes on sos_events, sos_timeline, notifications and family_links. */
  changesJoin: JoinResult;
  heard: Heard[];
  leave: () => Promise<void>;
};

const SOS_TABLES = ['sos_events', 'sos_timeline', 'notifications'] as const;

/**
 * `who`, with their own session in Node, listening for `member`'s alarms every way a client can:
 * the private topic, a public channel of the same name (when the private one was refused), and
 * postgres_changes on the SOS tables and family_links. Everything that arrives is in `heard`.
 */
export async function eavesdrop(who: Person, member: Person): Promise<Eavesdropper> {
  const client = who.client;
  const heard: Heard[] = [];
  // As the app does: realtime gets the signed-in user's token before a private join.
  await client.realtime.setAuth();
  const topic = `sos:${member.id}`;

  const privateChannel = client.channel(topic, { config: { private: true } }).on('broadcast', { event: '*' }, (message) => {
    heard.push({ via: 'private', event: message.event, payload: message.payload });
  });
  const privateJoin = await join(privateChannel);

  let publicJoin: JoinResult | null = null;
  if (privateJoin.status !== 'SUBSCRIBED') {
    // Refused: gone before the same name is asked for again (realtime-js would hand back the
    // refused channel otherwise, and retry it on its own).
    await client.removeChannel(privateChannel);
    const publicChannel = client.channel(topic).on('broadcast', { event: '*' }, (message) => {
      heard.push({ via: 'public', event: message.event, payload: message.payload });
    });
    publicJoin = await join(publicChannel);
  }

  let changes = client.channel(`sos-changes-${who.id}`);
  for (const table of [...SOS_TABLES, 'family_links'] as const) {
    changes = changes.on('postgres_changes', { event: '*', schema: 'public', table }, (payload) => {
      heard.push({ via: 'postgres_changes', event: `${payload.table}:${payload.eventType}`, payload: payload.new });
    });
  }
  const changesJoin = await join(changes);

  return { privateJoin, publicJoin, changesJoin, heard, leave: async () => void (await client.removeAllChannels()) };
}

/** What `heard` holds about SOS (family_links changes are the person's own links, not the alarm). */
export const sosMessages = (heard: Heard[]) => heard.filter((h) => !(h.via === 'postgres_changes' && h.event.startsWith('family_links:')));
