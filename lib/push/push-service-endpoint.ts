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
