/**
 * Messages between `npm run bench:sos` (the server's process) and its family-client processes.
 * Times are `process.hrtime` milliseconds: CLOCK_MONOTONIC, one clock for every process on the
 * machine, so an arrival in a client process can be subtracted from a raise in the parent.
 */

/** `postgres_changes`: the old path (every change, RLS per subscriber). `private`: `sos:<member_id>`. */
export type ChannelPath = 'postgres_changes' | 'private';

export interface FamilyClientSpec {
  /** Minted access token of this family user (their own socket, their own authorization). */
  token: string;
  /** `sos:<member_id>` for the private path; a per-client name for postgres_changes. */
  topic: string;
}

export type ToClients =
  | {
      type: 'open';
      websocketUrl: string;
      apiKey: string;
      path: ChannelPath;
      clients: FamilyClientSpec[];
      /** Joins in flight at once in this process. */
      concurrency: number;
      /** One join's limit (realtime-js `timeout`), and the whole batch's. */
      joinTimeoutMs: number;
      deadlineMs: number;
    }
  /** eventId: the client_request_id for INSERT (known before raise_sos answers), the event's id for UPDATE. */
  | { type: 'await'; requestId: number; eventId: string; operation: 'INSERT' | 'UPDATE'; deadlineMs: number }
  /** Answer once no message came for quietMs (the previous alarm's fan-out has drained), or at the deadline. */
  | { type: 'await-quiet'; quietMs: number; deadlineMs: number }
  | { type: 'take-counts' }
  | { type: 'close'; deadlineMs: number };

export type FromClients =
  | {
      type: 'opened';
      joined: number;
      refused: number;
      /** The first refusal's status and message, to say why. */
      firstRefusal: string | null;
      /** Each successful join's duration (subscribe → SUBSCRIBED), ms. */
      joinMs: number[];
      rssBytes: number;
    }
  | {
      type: 'arrivals';
      requestId: number;
      /** hrtime ms of each joined client's first callback for the event. */
      times: number[];
      /** Callbacks for the same event a client had already had. */
      duplicates: number;
    }
  | { type: 'quiet'; quiet: boolean }
  | { type: 'counts'; byEvent: Record<string, number> }
  | { type: 'closed' };

export function hrtimeMs(): number {
  return Number(process.hrtime.bigint()) / 1e6;
}
