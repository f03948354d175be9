/**
 * The client address, stamped by our own server before Next reads the request (issue 17, item 3).
 *
 * Next passes a client's `X-Forwarded-For` through, so a limit keyed on it is keyed on whatever
 * the client chose. Our server (scripts/next-server.mjs) sets the header named by
 * CLIENT_ADDRESS_HEADER to the address of the socket, removing any value the client sent under
 * that name; the app reads the client address from that header only (lib/rate-limit.ts). In
 * production the platform's edge plays this part: see README, "Deploying".
 */
export const DEFAULT_CLIENT_ADDRESS_HEADER = 'x-ice-client-address';

/**
 * An address as people know it: an IPv4-mapped IPv6 address (::ffff:1.2.3.4) is the IPv4
 * address, so one visitor is one visitor whichever way the socket was opened. Plain JavaScript,
 * shared by the custom server, the app's limits and the local functions gateway.
 */
export function withoutIpv4Mapping(address) {
  return address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');
}

/** The peer address of a socket, as people know it. */
export function peerAddress(socket) {
  return withoutIpv4Mapping(socket.remoteAddress ?? '');
}

/** Replaces whatever the client sent under `header` with the connection's address. */
export function stampClientAddress(req, header) {
  const name = header.toLowerCase();
  delete req.headers[name];
  const address = peerAddress(req.socket);
  if (address) req.headers[name] = address;
}
