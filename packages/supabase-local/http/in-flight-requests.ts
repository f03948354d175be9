/**
 * The HTTP requests the local server is answering right now, so realtime can let them finish
 * before a fan-out. On PostgreSQL a broadcast's NOTIFY comes on its own connection and can reach
 * the server just before the COMMIT reply of the request that sent it. The first slice of the
 * fan-out (500 sockets, ~10 ms here) then ran before that request could answer: a raise_sos with
 * 5,000 family members joined took ~4 ms longer at the median than one with none
 * (`npm run bench:sos`). PGlite answers within the commit's own turn of the event loop, so it
 * needs no wait (realtime-server.ts).
 */
export class InFlightRequests {
  private readonly running = new Set<Promise<unknown>>();

  /** Counts `work` as in flight until it settles; returns it unchanged. */
  track<T>(work: Promise<T>): Promise<T> {
    const tracked: Promise<T> = work.finally(() => this.running.delete(tracked));
    this.running.add(tracked);
    return tracked;
  }

  /** Resolves once every request in flight now has been answered, or after `maxMs`. */
  settled(maxMs: number): Promise<void> {
    if (this.running.size === 0) return Promise.resolve();
    let timer: ReturnType<typeof setTimeout> | undefined;
    return Promise.race([
      Promise.allSettled([...this.running]).then(() => undefined),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, maxMs);
      }),
    ]).finally(() => clearTimeout(timer));
  }

  get size(): number {
    return this.running.size;
  }
}
