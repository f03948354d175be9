/**
 * The ICE SOS service worker, served from /sw.js with scope "/" (docs/architecture.md#sos-delivery,
 * docs/architecture.md#the-offline-app). Registered for every visitor after the page has loaded
 * (components/offline/service-worker-registration.tsx) and by the push switch. Its jobs:
 *
 * 1. Push: show an SOS alert that arrives while no page of the site is open, and bring the family
 *    member to that alarm when they tap it. The dispatcher sends `{ title, body, eventId, url, tag }`,
 *    encrypted for this browser (lib/notify/push-message.ts); the position is never in it. A notice
 *    (a check-in due soon, a silent pendant, a low battery: lib/notify/notice-message.ts) comes the
 *    same way without an eventId, and is shown the same way: its tag keeps one per kind and member,
 *    and a tap opens its url (the check-in page, the dashboard).
 * 2. Offline: keep the public offline SOS screen (/sos-offline in each language) and the static
 *    files it needs, and answer it for any page the network cannot deliver. A navigation's own
 *    response is never stored: signed-in pages depend on who asks and must not come back from a
 *    cache after sign-out. API and Supabase requests are not touched at all.
 * 2b. The SOS shell (docs/architecture.md#the-sos-shell): a full load of /sos is answered at once
 *    with the stored shell of its language (/sos-shell/<locale>: the button and its queued path, no
 *    member data), which then loads the live /sos from the network in its place.
 * 3. Background Sync: send the pending alarm the member tapped while offline once the network is
 *    back, even with every tab closed, to POST /api/sos/queued (raise_sos, idempotent on the
 *    client request id, so a repeat never makes a second alarm).
 */

/* The fallback for a payload that cannot be read: still an alert, pointing at the dashboard. */
const FALLBACK_TITLE = 'ICE SOS';
const FALLBACK_PATH = '/member-dashboard';
const FALLBACK_TAG = 'ice-sos-alert';

/*
 * Activate at once and control the open pages, so a tap can steer a window that is already open
 * and the offline screen works from the first visit. Installing never fails on a failed download:
 * push must work regardless, and the shell is fetched again on the next page load.
 */
self.addEventListener('install', (event) => {
  self.skipWaiting();
  event.waitUntil(cacheShells().catch(() => undefined));
});
self.addEventListener('activate', (event) => event.waitUntil(Promise.all([self.clients.claim(), deleteOldCaches()])));

/** A URL of this site only: anything else (another origin, garbage) becomes the dashboard. */
function sameOriginUrl(value) {
  const origin = self.location.origin;
  try {
    const url = new URL(typeof value === 'string' && value ? value : FALLBACK_PATH, origin);
    if (url.origin === origin) return url.href;
  } catch {
    /* fall through to the dashboard */
  }
  return new URL(FALLBACK_PATH, origin).href;
}

function text(value, fallback, max) {
  return typeof value === 'string' && value.trim() ? value.slice(0, max) : fallback;
}

/**
 * The alert to show, whatever arrived: a bad or empty payload still rings (and never throws). A
 * notice has no eventId (null here); nothing below needs one: the tag and the url say it all.
 */
function readAlert(data) {
  let payload = null;
  try {
    payload = data ? data.json() : null;
  } catch {
    payload = null;
  }
  if (!payload || typeof payload !== 'object') payload = {};
  return {
    title: text(payload.title, FALLBACK_TITLE, 200),
    body: text(payload.body, '', 1000),
    tag: text(payload.tag, FALLBACK_TAG, 100),
    eventId: text(payload.eventId, null, 100),
    url: sameOriginUrl(payload.url),
  };
}

self.addEventListener('push', (event) => {
  const alert = readAlert(event.data);
  event.waitUntil(
    self.registration.showNotification(alert.title, {
      body: alert.body,
      // One notification per alarm (or per notice kind and member); a repeat replaces it and rings
      // again, and it stays until handled: a notice, too, asks for an act (check in, charge the pendant).
      tag: alert.tag,
      renotify: true,
      requireInteraction: true,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: alert.url, eventId: alert.eventId },
    }),
  );
});

/** Focuses a window of ours and takes it to the alarm, or opens one. */
async function openAlert(url) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) {
    if (new URL(client.url).origin !== self.location.origin) continue;
    // focus() needs the tap's permission to raise a window; without it, still steer the window.
    const focused = (await client.focus().catch(() => null)) || client;
    try {
      if (focused.url === url) return focused;
      // navigate() only works on windows this worker controls; otherwise try the next one.
      const navigated = await focused.navigate(url);
      if (navigated) return navigated;
    } catch {
      /* try the next window, then a new one */
    }
  }
  return self.clients.openWindow(url);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data || {};
  event.waitUntil(openAlert(sameOriginUrl(data.url)));
});

/* ---------------------------------------------------------------- offline SOS screen --------- */

/* Bump the version when the caching rules change; only caches with our prefix are ever deleted. */
const CACHE_PREFIX = 'ice-sos-offline-';
const CACHE_NAME = `${CACHE_PREFIX}v2`;
/* The offline screen per language (lib/routes.ts sosOffline); English has no prefix. */
const SHELLS = { en: '/sos-offline', nl: '/nl/sos-offline', es: '/es/sos-offline' };
/* The SOS shell per language (app/sos-shell/[locale]/route.ts), and the pages it stands in for. */
const SOS_SHELLS = { en: '/sos-shell/en', nl: '/sos-shell/nl', es: '/sos-shell/es' };
const SOS_PAGE = /^\/(?:(?:nl|es)\/)?sos$/;
/* lib/sos/sos-shell-go-live.ts: the shell asks for the live page, which must then not be the shell again. */
const GO_LIVE_MESSAGE = 'ice-sos:go-live';
const GO_LIVE_WINDOW_MS = 5000;
let liveUntil = 0;
const STATIC_PREFIX = '/_next/static/';

/** The /_next/static/ files an HTML page references (scripts, styles, fonts): hashed, immutable. */
function staticAssetsOf(html) {
  const found = new Set();
  const pattern = /\/_next\/static\/[^"'\s)\\]+/g;
  for (const match of html.match(pattern) || []) found.add(match);
  return [...found];
}

/**
 * Fetches the shell of every language and its files into our cache. The request carries no
 * cookies (the shell is the same for everyone) and asks for its language explicitly, so the
 * locale detection never redirects the English one.
 */
async function cacheShells() {
  const cache = await caches.open(CACHE_NAME);
  const keep = new Set();
  const shells = [...Object.entries(SHELLS), ...Object.entries(SOS_SHELLS)];
  for (const [locale, path] of shells) {
    const response = await fetch(path, { credentials: 'omit', cache: 'no-store', headers: { 'Accept-Language': locale } });
    if (!response.ok || response.redirected) throw new Error(`The offline screen ${path} answered ${response.status}`);
    const assets = staticAssetsOf(await response.clone().text());
    await cache.addAll(assets.filter((asset) => !keep.has(asset)));
    for (const asset of assets) keep.add(asset);
    await cache.put(path, response);
    keep.add(path);
  }
  // Files of an older build that no shell refers to any more.
  for (const request of await cache.keys()) {
    const url = new URL(request.url);
    if (!keep.has(url.pathname + url.search)) await cache.delete(request);
  }
}

async function deleteOldCaches() {
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE_NAME).map((name) => caches.delete(name)));
}

/** The language of a path: /nl/... and /es/... have theirs, everything else is English. */
function localeOf(pathname) {
  const match = /^\/(nl|es)(?:\/|$)/.exec(pathname);
  return match ? match[1] : 'en';
}

/** When the offline screen itself was never stored: still the number to call, in three languages. */
function bareOfflinePage() {
  const html =
    '<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">' +
    '<title>ICE SOS</title><main style="font:1.25rem/1.5 system-ui,sans-serif;padding:1rem">' +
    '<p>You are offline. Dit apparaat is offline. Está sin conexión.</p>' +
    '<p><a href="tel:112" style="color:#b91c1c;font-weight:700">112</a></p></main>';
  return new Response(html, { status: 503, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });
}

/**
 * A full load of /sos: the stored SOS shell, unless the shell has just asked for the live page
 * (its message). Null when there is no stored shell: the network, as for any page.
 */
async function sosShell(request) {
  const url = new URL(request.url);
  if (!SOS_PAGE.test(url.pathname)) return null;
  if (Date.now() < liveUntil) return null;
  return (await caches.match(SOS_SHELLS[localeOf(url.pathname)], { cacheName: CACHE_NAME })) || null;
}

/** Network first; only when the network fails, the offline screen of the page's language. */
async function navigate(request) {
  const shell = await sosShell(request).catch(() => null);
  if (shell) return shell;
  try {
    return await fetch(request);
  } catch {
    const shell = await caches.match(SHELLS[localeOf(new URL(request.url).pathname)], { cacheName: CACHE_NAME });
    return shell || bareOfflinePage();
  }
}

/** Hashed static files: from the cache when we have them, else from the network (and kept). */
async function staticFile(request) {
  const cache = await caches.open(CACHE_NAME);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone()).catch(() => undefined);
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') return event.respondWith(navigate(request));
  if (url.pathname.startsWith(STATIC_PREFIX)) return event.respondWith(staticFile(request));
  // Everything else (API routes, data, icons, Supabase on its own origin) goes to the network untouched.
});

/* A page asks for a fresh copy of the shell (after a deploy, its files change): once per visit. */
self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'ice-sos:refresh-offline-shell') event.waitUntil(cacheShells().catch(() => undefined));
  if (event.data && event.data.type === GO_LIVE_MESSAGE) {
    liveUntil = Date.now() + GO_LIVE_WINDOW_MS;
    if (event.ports && event.ports[0]) event.ports[0].postMessage('live');
  }
});

/* ---------------------------------------------------------------- the pending alarm ---------- */

/* Shared with the pages (lib/offline/store.ts, lib/sos/pending-alarm.ts, lib/offline/*.ts). */
const DB_NAME = 'ice-sos-offline';
const STORE_NAME = 'state';
const SYNC_TAG = 'ice-sos-pending-alarm';
const QUEUED_URL = '/api/sos/queued';

/** The same database and store idb-keyval opens in the pages, created the same way. */
function openDb() {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE_NAME);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** Runs `work(store)` in one transaction and resolves with its result once the transaction is done. */
async function inStore(mode, work) {
  const db = await openDb();
  try {
    return await new Promise((resolve, reject) => {
      const transaction = db.transaction(STORE_NAME, mode);
      let result;
      Promise.resolve(work(transaction.objectStore(STORE_NAME))).then((value) => (result = value), reject);
      transaction.oncomplete = () => resolve(result);
      transaction.onerror = transaction.onabort = () => reject(transaction.error);
    });
  } finally {
    db.close();
  }
}

const read = (key) =>
  inStore('readonly', (store) => new Promise((resolve, reject) => {
    const request = store.get(key);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  }));

/** Forgets the pending alarm only if it is still this one (a newer tap must survive), and notes when it went. */
const markSent = (clientRequestId, sentAt) =>
  inStore('readwrite', (store) => {
    const request = store.get('pending-alarm');
    request.onsuccess = () => {
      if (request.result && request.result.clientRequestId === clientRequestId) store.delete('pending-alarm');
      store.put({ clientRequestId, sentAt }, 'sent-alarm');
    };
  });

const dropIfSame = (clientRequestId) =>
  inStore('readwrite', (store) => {
    const request = store.get('pending-alarm');
    request.onsuccess = () => {
      if (request.result && request.result.clientRequestId === clientRequestId) store.delete('pending-alarm');
    };
  });

async function tellPages(message) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) client.postMessage(message);
  return windows;
}

/** A notification only when no page of ours is in front of the member (an open page says it itself). */
async function notifyUnlessVisible(windows, title, body, tag) {
  if (windows.some((client) => client.visibilityState === 'visible')) return;
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  await self.registration.showNotification(title, { body, tag, icon: '/icons/icon-192.png', badge: '/icons/icon-192.png', data: { url: '/sos' } });
}

const FALLBACK_TEXTS = {
  sentTitle: 'Your SOS was sent',
  sentBody: 'Your SOS reached ICE SOS. Open the app to follow it.',
  signInTitle: 'Your SOS has not been sent',
  signInBody: 'Sign in to ICE SOS to send it. If you are in danger, call 112 now.',
};

/**
 * Sends the pending alarm. Throwing tells the browser the sync failed, so it tries again later
 * (with its own back-off); a refusal that another try would only repeat does not throw.
 */
async function sendPendingAlarm() {
  const alarm = await read('pending-alarm');
  if (!alarm || typeof alarm.clientRequestId !== 'string') return;
  const member = await read('member').catch(() => null);
  const texts = Object.assign({}, FALLBACK_TEXTS, member && member.texts);
  const response = await fetch(QUEUED_URL, {
    method: 'POST',
    credentials: 'same-origin',
    cache: 'no-store',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(alarm),
  });
  const { clientRequestId } = alarm;
  if (response.status === 401) {
    // Signed out meanwhile: keep the alarm (signing in on /sos sends it) and say so.
    const windows = await tellPages({ type: 'ice-sos:alarm-needs-sign-in', clientRequestId });
    await notifyUnlessVisible(windows, texts.signInTitle, texts.signInBody, 'ice-sos-queued');
    return;
  }
  if (response.status === 429) {
    // A test alert past its hourly limit: refused for good, as the page would drop it too.
    await dropIfSame(clientRequestId);
    return;
  }
  if (response.status >= 400 && response.status < 500) return; // malformed: another try changes nothing
  if (!response.ok) throw new Error(`The queued SOS was not accepted yet (${response.status})`);
  const answer = await response.json().catch(() => null);
  const sentAt = Date.now();
  await markSent(clientRequestId, sentAt);
  const windows = await tellPages({ type: 'ice-sos:alarm-sent', clientRequestId, sentAt, event: answer && answer.event });
  await notifyUnlessVisible(windows, texts.sentTitle, texts.sentBody, 'ice-sos-queued');
}

self.addEventListener('sync', (event) => {
  if (event.tag === SYNC_TAG) event.waitUntil(sendPendingAlarm());
});
