/**
 * A page's critical island: the one part that must work before anything else on the page starts
 * (/sos's SOS button, docs/architecture.md#the-sos-page-loads-the-button-first). Its server HTML
 * carries `data-critical-island`; once hydrated, it calls markCriticalIslandReady(). Until then the
 * rest of the app holds back what it would otherwise start at once (loading supabase-js, data
 * requests, the shell's link prefetches), so none of it shares the phone's CPU and slow network
 * with the island's code. A page without an island is ready at once.
 *
 * Ready only ever goes from false to true. If the island never says so (its code failed), the app
 * goes on after GIVE_UP_MS rather than wait for ever.
 */
export const CRITICAL_ISLAND_ATTRIBUTE = 'data-critical-island';
export const GIVE_UP_MS = 10_000;

let ready = false;
let giveUp: ReturnType<typeof setTimeout> | null = null;
const listeners = new Set<() => void>();

function settle() {
  if (ready) return;
  ready = true;
  if (giveUp) clearTimeout(giveUp);
  giveUp = null;
  for (const listener of [...listeners]) listener();
}

/** The island hydrated: everything that waited for it may start. */
export function markCriticalIslandReady(): void {
  settle();
}

/** True once the island is ready, or when the document has none (read in the browser only). */
export function isCriticalIslandReady(root: ParentNode = document): boolean {
  if (!ready && root.querySelector(`[${CRITICAL_ISLAND_ATTRIBUTE}]`) === null) ready = true;
  return ready;
}

/** Called when the island becomes ready (at most once per subscription); returns the unsubscribe. */
export function onCriticalIslandReady(listener: () => void): () => void {
  listeners.add(listener);
  if (!ready) giveUp ??= setTimeout(settle, GIVE_UP_MS);
  return () => {
    listeners.delete(listener);
  };
}

/** For tests: back to "not ready". */
export function resetCriticalIsland(): void {
  ready = false;
  if (giveUp) clearTimeout(giveUp);
  giveUp = null;
  listeners.clear();
}
