/**
 * A process of `npm run bench:sos` that plays many family members at once: one RealtimeClient
 * (one WebSocket, one access token) per family user, joined the way the app's family alert is,
 * recording when each callback for an SOS event arrives. It runs apart from the server's process
 * so that parsing thousands of frames here does not delay the server being measured there.
 * Started with `fork`; talks only over IPC (protocol.ts) and exits when its parent goes.
 */
import ws from 'ws';
import { RealtimeClient, type RealtimeChannel } from '@supabase/supabase-js';
import { hrtimeMs, type ChannelPath, type FamilyClientSpec, type FromClients, type ToClients } from './protocol';

interface Joined {
  client: RealtimeClient;
  channel: RealtimeChannel;
}

/** The sos_events columns the bench reads from a callback. */
interface SosRow {
  id?: string;
  client_request_id?: string;
}

/** First arrival per client of one (operation, event id), and how many came twice. */
interface Arrivals {
  seen: Uint8Array;
  times: number[];
  duplicates: number;
}

const joined: Joined[] = [];
/** Slots are 1-based (0 = not joined yet); sized once per open so no arrival falls outside. */
let capacity = 1;
const arrivals = new Map<string, Arrivals>();
/** Broadcast messages received per event name since the last take-counts. */
let countsByEvent: Record<string, number> = {};
/** hrtime ms of the last message of any kind, for await-quiet. */
let lastMessageAt = 0;

function count(event: string): void {
  countsByEvent[event] = (countsByEvent[event] ?? 0) + 1;
  lastMessageAt = hrtimeMs();
}
/** Wakes pending `await` requests after an arrival. */
let onArrival: (() => void) | null = null;

function send(message: FromClients): void {
  process.send?.(message);
}

/**
 * A new event is known by its client_request_id (the bench picks it, so it can wait for the
 * callbacks before raise_sos answers, or when it never does); a change to it by its id.
 */
function record(index: number, operation: string, row: SosRow | undefined): void {
  const eventId = operation === 'INSERT' ? row?.client_request_id : row?.id;
  if (!eventId || index < 1) return;
  const at = hrtimeMs();
  const key = `${operation}:${eventId}`;
  let entry = arrivals.get(key);
  if (!entry) {
    entry = { seen: new Uint8Array(capacity), times: [], duplicates: 0 };
    arrivals.set(key, entry);
  }
  if (entry.seen[index]) entry.duplicates += 1;
  else {
    entry.seen[index] = 1;
    entry.times.push(at);
  }
  onArrival?.();
}

function channelFor(client: RealtimeClient, spec: FamilyClientSpec, path: ChannelPath, index: () => number): RealtimeChannel {
  if (path === 'private') {
    // Exactly the family alert's subscription: the member's private topic, event sos_event.
    return client
      .channel(spec.topic, { config: { private: true } })
      .on('broadcast', { event: 'sos_event' }, (message) => {
        const payload = message.payload as { operation?: string; record?: SosRow } | undefined;
        if (payload?.operation) record(index(), payload.operation, payload.record);
      })
      .on('broadcast', { event: '*' }, (message) => count(message.event));
  }
  // The old family alert: every sos_events change, RLS deciding who hears what.
  return client.channel(spec.topic).on('postgres_changes', { event: '*', schema: 'public', table: 'sos_events' }, (payload) => {
    count(`postgres_changes ${payload.eventType}`);
    record(index(), payload.eventType, (payload.eventType === 'DELETE' ? payload.old : payload.new) as SosRow);
  });
}

type JoinOutcome = { ok: true; ms: number; joined: Joined } | { ok: false; reason: string };

async function joinOne(message: Extract<ToClients, { type: 'open' }>, spec: FamilyClientSpec): Promise<JoinOutcome> {
  const client = new RealtimeClient(message.websocketUrl, {
    transport: ws as never,
    params: { apikey: message.apiKey },
    timeout: message.joinTimeoutMs,
    logLevel: 'error',
  });
  await client.setAuth(spec.token);
  // Known once joined; callbacks before then cannot be about a raise (none runs during joins).
  let slot = -1;
  const channel = channelFor(client, spec, message.path, () => slot);
  const started = hrtimeMs();
  const status = await new Promise<string>((resolve) => {
    const timer = setTimeout(() => resolve('NO ANSWER'), message.joinTimeoutMs + 1_000);
    channel.subscribe((state, error) => {
      if (state === 'SUBSCRIBED' || state === 'CHANNEL_ERROR' || state === 'TIMED_OUT' || state === 'CLOSED') {
        clearTimeout(timer);
        resolve(state === 'SUBSCRIBED' ? state : `${state}${error?.message ? `: ${error.message}` : ''}`);
      }
    });
  });
  if (status !== 'SUBSCRIBED') {
    // realtime-js would keep rejoining a refused channel: stop it, this client is out.
    await Promise.race([client.disconnect(), new Promise((r) => setTimeout(r, 2_000))]);
    return { ok: false, reason: status };
  }
  const entry = { client, channel };
  joined.push(entry);
  slot = joined.length;
  return { ok: true, ms: hrtimeMs() - started, joined: entry };
}

async function open(message: Extract<ToClients, { type: 'open' }>): Promise<void> {
  const deadline = Date.now() + message.deadlineMs;
  capacity = joined.length + message.clients.length + 1;
  const joinMs: number[] = [];
  let refused = 0;
  let firstRefusal: string | null = null;
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < message.clients.length && Date.now() < deadline) {
      const spec = message.clients[next];
      next += 1;
      const outcome = await joinOne(message, spec).catch((error: unknown) => ({ ok: false as const, reason: String(error) }));
      if (outcome.ok) joinMs.push(outcome.ms);
      else {
        refused += 1;
        firstRefusal ??= outcome.reason;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, message.concurrency) }, worker));
  const notTried = message.clients.length - next;
  if (notTried > 0) {
    refused += notTried;
    firstRefusal ??= `join deadline of ${message.deadlineMs} ms passed`;
  }
  send({ type: 'opened', joined: joined.length, refused, firstRefusal, joinMs, rssBytes: process.memoryUsage().rss });
}

async function awaitArrivals(message: Extract<ToClients, { type: 'await' }>): Promise<void> {
  const key = `${message.operation}:${message.eventId}`;
  const deadline = Date.now() + message.deadlineMs;
  const complete = () => (arrivals.get(key)?.times.length ?? 0) >= joined.length;
  while (!complete() && Date.now() < deadline) {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, Math.max(1, deadline - Date.now()));
      onArrival = () => {
        if (!complete()) return;
        clearTimeout(timer);
        resolve();
      };
    });
    onArrival = null;
  }
  const entry = arrivals.get(key);
  arrivals.delete(key);
  send({ type: 'arrivals', requestId: message.requestId, times: entry?.times ?? [], duplicates: entry?.duplicates ?? 0 });
}

async function awaitQuiet(quietMs: number, deadlineMs: number): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  while (hrtimeMs() - lastMessageAt < quietMs && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, Math.min(50, quietMs)));
  }
  send({ type: 'quiet', quiet: hrtimeMs() - lastMessageAt >= quietMs });
}

async function close(deadlineMs: number): Promise<void> {
  await Promise.race([
    Promise.all(joined.map(({ client }) => client.disconnect().catch(() => undefined))),
    new Promise((r) => setTimeout(r, deadlineMs)),
  ]);
  joined.length = 0;
  arrivals.clear();
  send({ type: 'closed' });
}

process.on('message', (message: ToClients) => {
  const done = (error: unknown) => {
    console.error('bench-sos family clients:', error);
    process.exit(1);
  };
  if (message.type === 'open') open(message).catch(done);
  else if (message.type === 'await') awaitArrivals(message).catch(done);
  else if (message.type === 'await-quiet') awaitQuiet(message.quietMs, message.deadlineMs).catch(done);
  else if (message.type === 'take-counts') {
    send({ type: 'counts', byEvent: countsByEvent });
    countsByEvent = {};
  } else if (message.type === 'close') close(message.deadlineMs).catch(done);
});
// The bench stopped (or crashed): nothing here may outlive it.
process.on('disconnect', () => process.exit(0));
