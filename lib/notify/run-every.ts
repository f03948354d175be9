/**
 * The long-lived dispatcher's periodic jobs (scripts/sos-dispatcher.ts): announcing expired family
 * links, sending queued consent requests, the check-in watch and the silence watch. Each runs every
 * `intervalMs`, never two of the same at once (a slow pass is not stacked on), and a failing job
 * says so once and once more when it works again, instead of flooding the log every tick.
 * Returns a function that stops it.
 */
export type PeriodicLog = Pick<Console, 'warn' | 'info'>;

export function runEvery(what: string, intervalMs: number, job: () => Promise<unknown>, log: PeriodicLog = console): () => void {
  let running = false;
  let failing = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    job()
      .then(() => {
        if (failing) log.info(`[sos-dispatcher] ${what} works again`);
        failing = false;
      })
      .catch((error: unknown) => {
        if (!failing) log.warn(`[sos-dispatcher] cannot ${what}, retrying`, error instanceof Error ? error.message : error);
        failing = true;
      })
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  return () => clearInterval(timer);
}
