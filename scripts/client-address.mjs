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

/** The peer address as people know it: an IPv4-mapped IPv6 address is the IPv4 address. */
export function peerAddress(socket) {
  return (socket.remoteAddress ?? '').replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');
}

/** Replaces whatever the client sent under `header` with the connection's address. */
export function stampClientAddress(req, header) {
  const name = header.toLowerCase();
  delete req.headers[name];
  const address = peerAddress(req.socket);
  if (address) req.headers[name] = address;
}
