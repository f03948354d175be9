/**
 * The ICE SOS service worker, served from /sw.js with scope "/" (docs/architecture.md#sos-delivery).
 *
 * Today it has one job: show an SOS alert that arrives by Web Push while no page of the site is
 * open, and bring the family member to that alarm when they tap it. The offline app will extend
 * this file; keep each handler small and leave fetch alone until then (no caching here).
 *
 * The dispatcher sends `{ title, body, eventId, url, tag }`, encrypted for this browser
 * (lib/notify/push-message.ts). Text comes already translated; the position is never in it.
 */

/* The fallback for a payload that cannot be read: still an alert, pointing at the dashboard. */
const FALLBACK_TITLE = 'ICE SOS';
const FALLBACK_PATH = '/member-dashboard';
const FALLBACK_TAG = 'ice-sos-alert';

/* Activate at once and control the open pages, so a tap can steer a window that is already open. */
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

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

/** The alert to show, whatever arrived: a bad or empty payload still rings (and never throws). */
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
      // One notification per alarm; a repeat replaces it and rings again, and it stays until handled.
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
