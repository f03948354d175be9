import { OFFLINE_DB_NAME, OFFLINE_STORE_NAME } from '@/lib/offline/store';
import { SENT_ALARM_KEY } from '@/lib/offline/sent-alarm';
import { PENDING_ALARM_KEY, PENDING_ALARM_STORED_EVENT, type PendingAlarm, pendingAlarmSchema } from './pending-alarm';

/**
 * The SOS button before React (docs/architecture.md#the-sos-page-loads-the-button-first). On a
 * slow phone the page's code arrives seconds after its HTML; until then a React button does
 * nothing. So /sos's server HTML carries, right after the button, this small inline script (with
 * the page's CSP nonce): it enables the button at once, and a tap before React has hydrated it
 * takes the queued path that already exists for the offline screen and the service worker:
 *   1. the alarm (a new client request id) is kept on `window` and written to IndexedDB as the
 *      pending alarm (the same database, store and key as lib/offline/store.ts and public/sw.js);
 *   2. an open /sos page that has meanwhile hydrated takes it over (PENDING_ALARM_STORED_EVENT);
 *      otherwise it is posted to POST /api/sos/queued (raise_sos under the member's cookie
 *      session), retried every few seconds until it is answered;
 *   3. what is happening is said in a status line of its own at the top of the page.
 * The POST is a keepalive request: when the page is replaced meanwhile (the SOS shell loading the
 * live /sos, lib/sos/sos-shell-go-live.ts), it still reaches the server.
 * Once React has hydrated the button (data-hydrated), a tap is React's alone. When React starts,
 * useRaiseSos's resume adopts the early alarm (adoptEarlyTap): the same client request id, so
 * however many times it is sent, the server keeps one alarm; the early sender then stops.
 * Where the browser lacks what this needs (fetch, IndexedDB, randomUUID) the button stays disabled
 * until React, as before.
 */
export const EARLY_TAP_GLOBAL = '__iceSosEarlyTap';
export const EARLY_TAP_STATUS_ID = 'sos-early-tap-status';
/** Set on the button once the early handler works (what `npm run bench:phone` reads, by name). */
const EARLY_TAP_ATTRIBUTE = 'data-early-tap';
export const EARLY_RETRY_MS = 2_000;

/** What the early sender keeps on `window`: the alarm, and whether React has taken it over. */
export type EarlyTap = { alarm: PendingAlarm; adopted: boolean; sent: boolean };

// Plain ES2017 in a string: it runs before any bundle, so nothing of ours can be imported. The
// class names are the app's own (Tailwind finds them in this file). Checked by
// __tests__/sos/early-tap.test.ts (in jsdom) and e2e/sos-first-load.spec.ts (a tap with the
// page's code held back).
export const EARLY_TAP_SCRIPT = `(function () {
  var script = document.currentScript;
  var button = script && script.previousElementSibling;
  if (!button || button.tagName !== 'BUTTON') return;
  if (!window.fetch || !window.indexedDB || !window.crypto || typeof window.crypto.randomUUID !== 'function') return;
  var texts = script.dataset;
  var GLOBAL = '${EARLY_TAP_GLOBAL}';
  function say(text) {
    var box = document.getElementById('${EARLY_TAP_STATUS_ID}');
    if (!box) {
      box = document.createElement('div');
      box.id = '${EARLY_TAP_STATUS_ID}';
      box.setAttribute('role', 'status');
      box.setAttribute('aria-live', 'assertive');
      box.className = 'fixed inset-x-0 top-0 z-50 bg-emergency px-4 py-3 text-center text-lg font-semibold text-emergency-foreground';
      document.body.appendChild(box);
    }
    // Filled a moment after the live region exists, so screen readers announce it.
    setTimeout(function () { box.textContent = text; }, 50);
  }
  function inStore(work) {
    return new Promise(function (resolve) {
      try {
        var open = indexedDB.open('${OFFLINE_DB_NAME}');
        open.onupgradeneeded = function () { open.result.createObjectStore('${OFFLINE_STORE_NAME}'); };
        open.onerror = function () { resolve(); };
        open.onsuccess = function () {
          var db = open.result;
          try {
            var transaction = db.transaction('${OFFLINE_STORE_NAME}', 'readwrite');
            work(transaction.objectStore('${OFFLINE_STORE_NAME}'));
            transaction.oncomplete = transaction.onerror = transaction.onabort = function () { db.close(); resolve(); };
          } catch (error) { db.close(); resolve(); }
        };
      } catch (error) { resolve(); }
    });
  }
  function markSent(id) {
    return inStore(function (store) {
      var request = store.get('${PENDING_ALARM_KEY}');
      request.onsuccess = function () {
        if (request.result && request.result.clientRequestId === id) store.delete('${PENDING_ALARM_KEY}');
        store.put({ clientRequestId: id, sentAt: Date.now() }, '${SENT_ALARM_KEY}');
      };
    });
  }
  function send(early) {
    if (early.adopted) return;
    fetch('/api/sos/queued', {
      method: 'POST',
      credentials: 'same-origin',
      cache: 'no-store',
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(early.alarm)
    }).then(function (response) {
      if (early.adopted) return;
      if (response.ok) { early.sent = true; say(texts.sent); return markSent(early.alarm.clientRequestId); }
      if (response.status === 401) { say(texts.signedOut); return; }
      throw new Error('HTTP ' + response.status);
    }).catch(function () {
      if (early.adopted) return;
      say(texts.retrying);
      setTimeout(function () { send(early); }, ${EARLY_RETRY_MS});
    });
  }
  button.addEventListener('click', function (event) {
    if (button.hasAttribute('data-hydrated')) return;
    event.stopPropagation();
    if (window[GLOBAL]) return;
    var early = { alarm: { clientRequestId: window.crypto.randomUUID(), source: 'app', createdAt: Date.now(), position: null }, adopted: false, sent: false };
    window[GLOBAL] = early;
    say(texts.sending);
    inStore(function (store) { store.put(early.alarm, '${PENDING_ALARM_KEY}'); }).then(function () {
      var taken = !window.dispatchEvent(new Event('${PENDING_ALARM_STORED_EVENT}', { cancelable: true }));
      if (!taken) send(early);
    });
  });
  button.disabled = false;
  button.setAttribute('${EARLY_TAP_ATTRIBUTE}', '');
})();`;

/**
 * React's side: the alarm tapped before it hydrated, taken over once (the early sender stops and
 * its status line goes; the page says what happens from here), or null when there was none.
 */
export function adoptEarlyTap(target: Window = window): PendingAlarm | null {
  const early = (target as unknown as Record<string, unknown>)[EARLY_TAP_GLOBAL] as Partial<EarlyTap> | undefined;
  if (!early || early.adopted) return null;
  const parsed = pendingAlarmSchema.safeParse(early.alarm);
  if (!parsed.success) return null;
  early.adopted = true;
  target.document.getElementById(EARLY_TAP_STATUS_ID)?.remove();
  return parsed.data;
}
