/**
 * Which URLs a browser's push subscription may point at. The dispatcher posts every alarm to the
 * endpoint a person saved, so an endpoint is only taken on the push services browsers really use
 * (docs/architecture.md#sos-delivery); anything else could aim our server at an internal address.
 *   fcm.googleapis.com                   Chrome and the Chromium-based browsers;
 *   updates.push.services.mozilla.com    Firefox;
 *   *.push.apple.com                     Safari (Apple asks senders to allow the whole domain);
 *   *.notify.windows.com                 Edge (Windows Push Notification Services).
 * The table push_subscriptions checks the same pattern
 * (supabase/migrations/20261129000100_security_review_push_and_invites.sql); a backend test keeps
 * the two in step.
 */
export const PUSH_ENDPOINT_MAX_LENGTH = 1024;

export const PUSH_SERVICE_ENDPOINT =
  /^https:\/\/(fcm\.googleapis\.com|updates\.push\.services\.mozilla\.com|([a-z0-9-]+\.)*push\.apple\.com|[a-z0-9-]+\.notify\.windows\.com)(:443)?\/[!-~]*$/i;

export function isPushServiceEndpoint(endpoint: string): boolean {
  return endpoint.length <= PUSH_ENDPOINT_MAX_LENGTH && PUSH_SERVICE_ENDPOINT.test(endpoint);
}

/**
 * The local push service stand-in (`/_push` on the local Supabase-compatible server), where the
 * status page's synthetic alarm sends its push locally (docs/product.md#status-page). The table
 * takes it for the probe's family account only (migration 20261202000200), and the sender only
 * when the Supabase URL itself is local, so in production no row can aim the dispatcher at a
 * loopback address.
 */
export const LOCAL_PUSH_STAND_IN_ENDPOINT = /^http:\/\/(127\.0\.0\.1|localhost):[0-9]{2,5}\/_push\/[A-Za-z0-9_-]{1,100}$/;

/** Whether the dispatcher may post to this endpoint: a push service, or the stand-in when local. */
export function isDeliverablePushEndpoint(endpoint: string, localStandInAllowed: boolean): boolean {
  return isPushServiceEndpoint(endpoint) || (localStandInAllowed && LOCAL_PUSH_STAND_IN_ENDPOINT.test(endpoint));
}
