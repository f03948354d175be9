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
 * Polled by page.waitForFunction: performance.now() (with `epoch`, plus the page clock's start:
 * epoch ms, comparable across the documents of one open, such as the SOS shell and the live /sos)
 * at the first check that finds the SOS button tappable (visible, enabled, and a tap does
 * something), else false. A tap does something once
 * React has hydrated the button (its data-hydrated marker; with `reactProps`, for a build older
 * than the marker, React's props on the DOM node, the signal e2e/support/hydration.ts reads, set
 * while hydrating, a little before the marker) or, with `early`, once the button's early handler
 * has taken over before React (data-early-tap, lib/sos/early-tap.ts). A function, not source text:
 * the app's CSP (no 'unsafe-eval') refuses the string form of waitForFunction. Nothing named
 * inside it, for the __name trap above.
 */
export const tapReadyAt = ({ selector, reactProps, early, epoch }: { selector: string; reactProps: boolean; early?: boolean; epoch?: boolean }): number | false => {
  for (const button of document.querySelectorAll<HTMLButtonElement>(selector)) {
    if (button.disabled) continue;
    const box = button.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || !button.checkVisibility({ visibilityProperty: true })) continue;
    const hydrated = reactProps ? Object.keys(button).some((key) => key.startsWith('__reactProps$')) : button.hasAttribute('data-hydrated');
    if (hydrated || (early === true && button.hasAttribute('data-early-tap'))) return (epoch === true ? performance.timeOrigin : 0) + performance.now();
  }
  return false;
};

/** Session storage key where tapRecorder notes, per document, when the SOS button became tappable. */
export const TAP_RECORDS_KEY = 'bench-phone:sos';
export type TapRecord = { kind: 'early' | 'hydrated'; at: number; shell: boolean };

/**
 * Installed before any of the page's scripts, in every document of the tab: notes (epoch ms, in
 * session storage, which outlives the document) when the SOS button first became tappable by its
 * early handler and when React hydrated it. Polling from outside cannot see the SOS shell's
 * button: the shell loads the live /sos at once, and while that load is pending DevTools holds
 * every command to the page (the page itself goes on working), so a poll's answer only arrives
 * from the live page. `shell`: the document loads no script file (docs/architecture.md#the-sos-shell).
 */
export function tapRecorder(reactProps: boolean): string {
  return `(() => {
  const check = ${tapReadyAt.toString()};
  const selector = ${JSON.stringify(SOS_BUTTON_SELECTOR)};
  const started = performance.now();
  const seen = { early: false, hydrated: false };
  const note = (kind) => {
    seen[kind] = true;
    try {
      const list = JSON.parse(sessionStorage.getItem(${JSON.stringify(TAP_RECORDS_KEY)}) || '[]');
      list.push({ kind, at: performance.timeOrigin + performance.now(), shell: document.querySelector('script[src]') === null });
      sessionStorage.setItem(${JSON.stringify(TAP_RECORDS_KEY)}, JSON.stringify(list));
    } catch {}
  };
  const tick = () => {
    if (!seen.early && check({ selector, reactProps: ${reactProps}, early: true }) !== false) note('early');
    if (!seen.hydrated && check({ selector, reactProps: ${reactProps} }) !== false) note('hydrated');
    if ((!seen.early || !seen.hydrated) && performance.now() - started < 60000) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})()`;
}

/** Whether any SOS button on the page carries the marker (does this build have it?). */
export const hasMarker = (selector: string): boolean => document.querySelector(`${selector}[data-hydrated]`) !== null;

/** `at` on the page's clock; `origin` is that clock's start (performance.timeOrigin, epoch ms). */
export type DataRequest = { kind: string; name: string; at: number; origin: number };

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
    if (kind) found.push({ kind, name: entry.name, at: entry.responseEnd, origin: 0 });
  }
  const store = (window as unknown as { __benchPhone?: { sockets: { name: string; openedAt: number }[] } }).__benchPhone;
  for (const socket of store ? store.sockets : []) {
    if (socket.name.includes('/realtime/')) found.push({ kind: 'realtime socket', name: socket.name, at: socket.openedAt, origin: 0 });
  }
  found.sort((a, b) => a.at - b.at);
  return found[0] ? { ...found[0], origin: performance.timeOrigin } : false;
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
