/**
 * What `npm run bench:phone` runs inside the page. Either source text, or functions with nothing
 * named inside them: tsx compiles named functions with a helper (__name) the page does not have
 * (the trap scripts/bench-editor.ts avoids). Every time is the page's own clock, performance.now():
 * milliseconds since navigation start.
 */

/** The one SOS button of /sos (components/sos/sos-button.tsx): the button its help text describes. */
export const SOS_BUTTON_SELECTOR = 'button[aria-describedby="sos-button-help"]';

/**
 * Installed before any of the page's scripts (context.addInitScript), so nothing is missed:
 * long tasks and LCP candidates (buffered, as well), and the moment each WebSocket opens, the one
 * way to see the realtime connection (a WebSocket leaves no resource timing entry).
 */
export const RECORDER = `(() => {
  if (window.__benchPhone) return;
  const store = { longTasks: [], lcp: [], sockets: [] };
  window.__benchPhone = store;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) store.longTasks.push({ startTime: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) store.lcp.push({ startTime: entry.startTime });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } catch {}
  const Native = window.WebSocket;
  if (!Native) return;
  window.WebSocket = class extends Native {
    constructor(url, protocols) {
      super(url, protocols);
      const name = String(url);
      this.addEventListener('open', () => store.sockets.push({ name, openedAt: performance.now() }), { once: true });
    }
  };
})()`;

/**
 * Polled by page.waitForFunction: performance.now() at the first check that finds the SOS button
 * tappable (visible, enabled, and a tap does something), else false. A tap does something once
 * React has hydrated the button (its data-hydrated marker; with `reactProps`, for a build older
 * than the marker, React's props on the DOM node, the signal e2e/support/hydration.ts reads, set
 * while hydrating, a little before the marker) or, with `early`, once the button's early handler
 * has taken over before React (data-early-tap, lib/sos/early-tap.ts). A function, not source text:
 * the app's CSP (no 'unsafe-eval') refuses the string form of waitForFunction. Nothing named
 * inside it, for the __name trap above.
 */
export const tapReadyAt = ({ selector, reactProps, early }: { selector: string; reactProps: boolean; early?: boolean }): number | false => {
  for (const button of document.querySelectorAll<HTMLButtonElement>(selector)) {
    if (button.disabled) continue;
    const box = button.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || !button.checkVisibility({ visibilityProperty: true })) continue;
    const hydrated = reactProps ? Object.keys(button).some((key) => key.startsWith('__reactProps$')) : button.hasAttribute('data-hydrated');
    if (hydrated || (early === true && button.hasAttribute('data-early-tap'))) return performance.now();
  }
  return false;
};

/** Whether any SOS button on the page carries the marker (does this build have it?). */
export const hasMarker = (selector: string): boolean => document.querySelector(`${selector}[data-hydrated]`) !== null;

export type DataRequest = { kind: string; name: string; at: number };

/**
 * Polled by page.waitForFunction: the first of the page's data requests to complete, or false
 * while none has: Data API calls (/rest/v1/, a resource entry's responseEnd), RSC payloads fetched
 * after the HTML (`_rsc=`: a refresh or a prefetch), and realtime sockets (/realtime/, when they
 * opened, from the recorder).
 */
export const firstDataRequest = (): DataRequest | false => {
  const found: DataRequest[] = [];
  for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
    if (entry.responseEnd <= 0) continue;
    const kind = entry.name.includes('/rest/v1/') ? 'rest' : entry.name.includes('_rsc=') ? 'rsc' : entry.name.includes('/realtime/') ? 'realtime' : null;
    if (kind) found.push({ kind, name: entry.name, at: entry.responseEnd });
  }
  const store = (window as unknown as { __benchPhone?: { sockets: { name: string; openedAt: number }[] } }).__benchPhone;
  for (const socket of store ? store.sockets : []) {
    if (socket.name.includes('/realtime/')) found.push({ kind: 'realtime socket', name: socket.name, at: socket.openedAt });
  }
  found.sort((a, b) => a.at - b.at);
  return found[0] ?? false;
};

export type Vitals = { loadEventEnd: number; longTasks: { startTime: number; duration: number }[]; lcp: { startTime: number }[] };

/**
 * What the recorder gathered, read once the page's own clock has reached `afterLoadMs` past the end
 * of the load event, and when that load event ended.
 */
export function vitalsAfterLoad(afterLoadMs: number): string {
  return `(async () => {
    const navigation = performance.getEntriesByType('navigation')[0];
    const loadEventEnd = navigation && navigation.loadEventEnd > 0 ? navigation.loadEventEnd : performance.now();
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, loadEventEnd + ${afterLoadMs} - performance.now())));
    const store = window.__benchPhone || { longTasks: [], lcp: [] };
    return { loadEventEnd, longTasks: store.longTasks, lcp: store.lcp };
  })()`;
}

/** The service worker's state once it is active (waits up to `ms`), or 'none'. */
export function serviceWorkerActive(ms: number): string {
  return `(async () => {
    if (!('serviceWorker' in navigator)) return 'unsupported';
    const ready = navigator.serviceWorker.ready.then((registration) => (registration.active ? 'active' : 'none'));
    return Promise.race([ready, new Promise((resolve) => setTimeout(() => resolve('none'), ${ms}))]);
  })()`;
}
