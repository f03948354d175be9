/**
 * The small front `npm run dev` and `npm start` put before Next (issue 17, item 3).
 *
 * Next's own server passes a client's `X-Forwarded-For` through, so a limit keyed on it is keyed
 * on whatever the client chose. This front listens where people connect, sets the header named by
 * CLIENT_ADDRESS_HEADER to the address of the socket that reached it (removing any value the
 * client sent under that name), and forwards the request, WebSocket upgrades included, to Next on
 * a loopback port. The app reads the client address from that header only (lib/rate-limit.ts).
 * In production the platform's edge plays this part: see README, "Deploying".
 *
 * Proxying through http-proxy-3, the maintained rewrite of http-proxy (the proxy Vite uses):
 * streaming bodies, upgrades and hop-by-hop headers are its job, not ours.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createProxyServer } from 'http-proxy-3';

export interface FrontOptions {
  /** Where people connect (PORT, 3000 by default). */
  port: number;
  host?: string;
  /** Where Next listens, on loopback. */
  targetPort: number;
  /** The header the app trusts for the client address, lower case. */
  header: string;
}

/** The peer address as people know it: an IPv4-mapped IPv6 address is the IPv4 address. */
export function peerAddress(socket: { remoteAddress?: string }): string {
  return (socket.remoteAddress ?? '').replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');
}

function stampAddress(req: http.IncomingMessage, header: string): void {
  delete req.headers[header];
  const address = peerAddress(req.socket);
  if (address) req.headers[header] = address;
}

export function startClientAddressFront(options: FrontOptions): Promise<http.Server> {
  const header = options.header.toLowerCase();
  const target = { host: 'localhost', port: options.targetPort };
  const proxy = createProxyServer({ target, ws: true, xfwd: false });
  proxy.on('error', (error, _req, res) => {
    // Next is starting or restarting: say so instead of hanging up.
    if (res instanceof http.ServerResponse && !res.headersSent) {
      res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '1' });
      res.end('The app is starting; try again in a moment.');
    } else {
      res?.destroy?.();
    }
    if ((error as NodeJS.ErrnoException).code !== 'ECONNREFUSED') console.error('[front]', error.message);
  });

  const server = http.createServer((req, res) => {
    stampAddress(req, header);
    proxy.web(req, res);
  });
  server.on('upgrade', (req, socket, head) => {
    stampAddress(req, header);
    proxy.ws(req, socket, head);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve(server));
  });
}

/** A free loopback port for Next behind the front. */
export function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = http.createServer();
    probe.once('error', reject);
    probe.listen(0, 'localhost', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
