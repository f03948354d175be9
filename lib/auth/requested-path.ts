/**
 * The request header in which the proxy hands a page the path (with locale prefix and query) the
 * visitor asked for, so a server check in a layout can send them through a step and back
 * (`?next=`). The proxy always overwrites it; readers still pass it through safeNextPath.
 */
export const REQUESTED_PATH_HEADER = 'x-ice-sos-requested-path';
