import {
  claimOutbox,
  dispatcherHeartbeat,
  latestSosPosition,
  nextOutboxDue,
  recordDelivery,
  takeOverDispatcher,
  type AdminClient,
  type DeliveryOutcome,
  type OutboxRow,
} from '@/lib/data/sos-outbox';
import { attemptDelivery, type AttemptDeps } from './attempt-delivery';
import type { OutgoingMessage } from './channels';
import type { PushDeliverer } from './push-delivery';

/**
 * The one owner of SOS delivery (docs/architecture.md#sos-delivery). It claims due outbox rows,
 * each with its own lease, and handles each on its own: one row that throws, hangs or is refused
 * never stops or delays the others. Nothing about who must be told lives here; the database
 * decided that when the alarm was raised.
 *
 * Two ways to run it, same code:
 *   - a long-lived process (`npm run dev`, `npm start`: scripts/sos-dispatcher.ts), polling;
 *   - one bounded pass per call of the secret-guarded endpoint (production schedule), which stops
 *     when nothing is due before its deadline.
 */
export type DispatcherOptions = {
  /** Rows sent at the same time. */
  concurrency: number;
  /** How often to look for due rows when idle. */
  pollMs: number;
  /** An adapter call is abandoned (and retried later) after this long. */
  timeoutMs: number;
  /** How long a claimed row is ours: longer than the timeout plus recording, so nobody else sends it meanwhile. */
  leaseSeconds: number;
  /**
   * A long-lived dispatcher's name. Restarted under the same name, it releases what its killed
   * predecessor held instead of waiting for those leases to run out (DISPATCHER HANDOVER in the SOS outbox migration).
   */
  name?: string;
};

export type DispatcherDeps = {
  admin: AdminClient;
  send: (message: OutgoingMessage, signal: AbortSignal) => Promise<void>;
  /** Web Push to family members' browsers (lib/notify/push-channel.ts); without it push rows fail. */
  push?: PushDeliverer;
  log?: Pick<Console, 'info' | 'warn' | 'error'>;
};

export type DispatchStats = { sent: number; retried: number; failed: number; lostLeases: number };

/** Lease = twice the adapter timeout plus ten seconds to record the outcome. */
export function leaseSecondsFor(timeoutMs: number): number {
  return Math.ceil((2 * timeoutMs) / 1000) + 10;
}

/** Defaults, overridable by the environment (documented in .env.example). */
export function dispatcherOptionsFromEnv(env: Record<string, string | undefined>): DispatcherOptions {
  const number = (value: string | undefined, fallback: number, min: number, max: number) => {
    const parsed = Number(value);
    return Number.isFinite(parsed) && parsed >= min && parsed <= max ? Math.floor(parsed) : fallback;
  };
  const timeoutMs = number(env.SOS_DELIVERY_TIMEOUT_MS, 10_000, 500, 120_000);
  return {
    concurrency: number(env.SOS_DISPATCH_CONCURRENCY, 16, 1, 200),
    pollMs: number(env.SOS_DISPATCH_POLL_MS, 500, 50, 60_000),
    timeoutMs,
    leaseSeconds: leaseSecondsFor(timeoutMs),
  };
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });

export function createDispatcher(deps: DispatcherDeps, options: DispatcherOptions) {
  const log = deps.log ?? console;
  const stats: DispatchStats = { sent: 0, retried: 0, failed: 0, lostLeases: 0 };
  const attemptDeps: AttemptDeps = {
    send: deps.send,
    push: deps.push,
    position: (eventId) => latestSosPosition(deps.admin, eventId),
    timeoutMs: options.timeoutMs,
  };

  /**
   * Records an outcome, retrying while the API is unreachable: the message may already have gone
   * out, so the record must land before the lease runs out, or the row would be sent again.
   */
  async function record(row: OutboxRow, result: DeliveryOutcome): Promise<void> {
    const giveUpAt = Date.now() + options.leaseSeconds * 1000;
    for (let wait = 100; ; wait = Math.min(wait * 2, 2_000)) {
      try {
        if (await recordDelivery(deps.admin, row, result)) {
          stats[result.outcome === 'sent' ? 'sent' : result.outcome === 'retry' ? 'retried' : 'failed'] += 1;
        } else {
          stats.lostLeases += 1;
          log.warn(`[sos-dispatcher] lost the lease of notification ${row.id} before recording it`);
        }
        return;
      } catch (error) {
        if (Date.now() > giveUpAt) {
          log.error(`[sos-dispatcher] could not record notification ${row.id} (${result.outcome})`, error);
          return;
        }
        await sleep(wait);
      }
    }
  }

  async function handle(row: OutboxRow): Promise<void> {
    const result = await attemptDelivery(row, attemptDeps);
    if (result.outcome !== 'sent') log.warn(`[sos-dispatcher] ${row.channel} ${row.id} attempt ${row.attempts + 1}: ${result.outcome} (${result.failure})`);
    await record(row, result);
  }

  /** Waits until the name is free (its previous process is gone), then holds it with a heartbeat. */
  async function holdName(name: string, signal: AbortSignal | undefined, onLost: () => void): Promise<(() => void) | null> {
    let since: string | null = null;
    for (let announced = false; !since; ) {
      if (signal?.aborted) return null;
      since = await takeOverDispatcher(deps.admin, name).catch((error: unknown) => {
        log.warn('[sos-dispatcher] cannot take over the dispatcher name yet', error instanceof Error ? error.message : error);
        return null;
      });
      if (!since) {
        if (!announced) log.info(`[sos-dispatcher] waiting: a dispatcher named "${name}" is alive (standing by until it stops)`);
        announced = true;
        await sleep(1_000, signal);
      }
    }
    const held = since;
    const timer = setInterval(() => {
      dispatcherHeartbeat(deps.admin, name, held).then(
        (alive) => {
          if (alive) return;
          log.error(`[sos-dispatcher] another process took over "${name}": stopping`);
          onLost();
        },
        () => undefined, // the API is unreachable: claims fail too; the next beat tries again
      );
    }, 1_000);
    return () => clearInterval(timer);
  }

  /**
   * Claims and sends until `signal` aborts, or, with `deadline`, until nothing is due before it.
   * Resolves once every claimed row has been recorded.
   */
  async function run({ signal: outer, deadline }: { signal?: AbortSignal; deadline?: number } = {}): Promise<DispatchStats> {
    const inFlight = new Set<Promise<void>>();
    let claimFailures = 0;
    const lost = new AbortController();
    const signal = outer ? AbortSignal.any([outer, lost.signal]) : lost.signal;
    const stopped = () => signal.aborted || (deadline !== undefined && Date.now() >= deadline);
    const release = options.name ? await holdName(options.name, signal, () => lost.abort()) : null;
    if (options.name && !release) return { ...stats };

    while (!stopped()) {
      const free = options.concurrency - inFlight.size;
      if (free > 0) {
        let rows: OutboxRow[];
        try {
          rows = await claimOutbox(deps.admin, free, options.leaseSeconds, options.name);
          if (claimFailures > 0) log.info('[sos-dispatcher] the API answers again');
          claimFailures = 0;
        } catch (error) {
          if (claimFailures === 0) log.warn('[sos-dispatcher] cannot claim due rows, retrying', error instanceof Error ? error.message : error);
          claimFailures += 1;
          await sleep(Math.min(options.pollMs * claimFailures, 2_000), signal);
          continue;
        }
        for (const row of rows) {
          const task: Promise<void> = handle(row).finally(() => inFlight.delete(task));
          inFlight.add(task);
        }
        // A full batch means more may be due: claim again at once (up to the free slots).
        if (rows.length === free) continue;
        if (deadline !== undefined && rows.length === 0 && inFlight.size === 0) {
          const next = await nextOutboxDue(deps.admin).catch(() => Date.now());
          if (next === null || next >= deadline) break;
        }
      }
      await Promise.race([sleep(options.pollMs, signal), ...(free > 0 ? [] : inFlight)]);
    }
    await Promise.allSettled(inFlight);
    release?.();
    return { ...stats };
  }

  return { run, stats: () => ({ ...stats }) };
}
