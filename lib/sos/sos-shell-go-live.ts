import { routing } from '@/lib/i18n/routing';
import { PENDING_ALARM_STORED_EVENT } from './pending-alarm';

/**
 * The SOS shell's second script (docs/architecture.md#the-sos-shell). The service worker answers a
 * full load of /sos with the shell (lib/sos/sos-shell.ts): the SOS button and its early handler,
 * no member data, on screen without a network. This script then loads the live /sos in its place.
 * Until the live page's first bytes arrive the browser keeps the shell on screen and its button
 * works; then the live page takes over, with its own early button from its first bytes.
 *   1. It tells the worker that the next load of this address must come from the network
 *      (GO_LIVE_MESSAGE, answered on a MessageChannel) and replaces the page with itself.
 *   2. A tap stops that load at once (window.stop), so the page cannot change while the alarm is
 *      being written to IndexedDB; once it is stored (PENDING_ALARM_STORED_EVENT), the live page is
 *      loaded and adopts it (useRaiseSos.resume: the same client request id, one alarm). The early
 *      sender's POST is a keepalive request, so it is not cut off by the page change either.
 *   3. It never loops fast: a shell that finds this tab went live from this address a moment ago
 *      (the worker restarted and forgot the message) waits out that moment before it tries again,
 *      its button working all along.
 */
export const GO_LIVE_MESSAGE = 'ice-sos:go-live';
/** How long after going live a second shell of the same address means a loop, not a reload. */
export const GO_LIVE_LOOP_MS = 3_000;
/** How long the shell waits for the worker's answer before going live regardless. */
export const GO_LIVE_ANSWER_MS = 500;
/** After the alarm is stored: a moment for the early sender's POST to leave before the page changes. */
export const GO_LIVE_AFTER_TAP_MS = 300;
/** Session storage: when this tab last went live, and from which address. */
export const WENT_LIVE_KEY = 'ice-sos:shell-went-live';

/** /sos in every language (the default one has no prefix): the addresses the shell stands in for. */
const SOS_PAGE_SOURCE = `^\\/(?:(?:${routing.locales.filter((locale) => locale !== routing.defaultLocale).join('|')})\\/)?sos$`;

// Plain ES2017 in a string, like lib/sos/early-tap.ts: it runs before (and without) any bundle.
export const GO_LIVE_SCRIPT = `(function () {
  // Opened at its own address (/sos-shell/<locale>), there is no live page to load.
  if (!new RegExp('${SOS_PAGE_SOURCE}').test(location.pathname)) return;
  var here = location.pathname + location.search;
  var last = null;
  try { last = JSON.parse(sessionStorage.getItem('${WENT_LIVE_KEY}') || 'null'); } catch (error) {}
  var since = last && last.path === here ? Date.now() - last.at : Infinity;
  var tapped = false;
  var gone = false;
  function goLive() {
    if (gone) return;
    gone = true;
    try { sessionStorage.setItem('${WENT_LIVE_KEY}', JSON.stringify({ path: here, at: Date.now() })); } catch (error) {}
    location.replace(location.href);
  }
  document.addEventListener('click', function (event) {
    var target = event.target;
    if (tapped || !target || !target.closest || !target.closest('button[data-early-tap]')) return;
    tapped = true;
    if (gone) { gone = false; window.stop(); }
  }, true);
  window.addEventListener('${PENDING_ALARM_STORED_EVENT}', function () {
    setTimeout(goLive, ${GO_LIVE_AFTER_TAP_MS});
  });
  function ready() { if (!tapped) goLive(); }
  function start() {
    var worker = navigator.serviceWorker && navigator.serviceWorker.controller;
    if (!worker || typeof MessageChannel !== 'function') return ready();
    var channel = new MessageChannel();
    channel.port1.onmessage = ready;
    worker.postMessage({ type: '${GO_LIVE_MESSAGE}' }, [channel.port2]);
    setTimeout(ready, ${GO_LIVE_ANSWER_MS});
  }
  // A clock set back meanwhile makes since negative: never wait longer than the moment itself.
  if (since < ${GO_LIVE_LOOP_MS}) setTimeout(start, Math.min(${GO_LIVE_LOOP_MS}, ${GO_LIVE_LOOP_MS} - since));
  else start();
})();`;
