/**
 * Next behind our own Node server, in `npm run dev` and `npm start` (scripts/run-with-backend.ts):
 * Next's documented custom server (`next({ dev, hostname, port })`), so Next still knows the
 * address people use (its redirects and request URLs carry PORT), and every request, WebSocket
 * upgrades included, gets the client address stamped from the connection first
 * (lib/security/client-address.mjs). Plain JavaScript: Next loads its own compiled server here, with
 * no TypeScript loader in between. Usage: node scripts/next-server.mjs dev|start
 */
import http from 'node:http';
import next from 'next';
import { DEFAULT_CLIENT_ADDRESS_HEADER, stampClientAddress } from '../lib/security/client-address.mjs';

const mode = process.argv[2];
if (mode !== 'dev' && mode !== 'start') {
  console.error('usage: node scripts/next-server.mjs dev|start');
  process.exit(2);
}
const port = Number(process.env.PORT ?? 3000);
// `localhost`, not 127.0.0.1: Next builds request URLs from it, and next-intl's rewrite loops on
// 127.0.0.1 (docs/architecture.md#known-traps).
const hostname = 'localhost';
const header = process.env.CLIENT_ADDRESS_HEADER || DEFAULT_CLIENT_ADDRESS_HEADER;

const app = next({ dev: mode === 'dev', turbopack: mode === 'dev', hostname, port });
await app.prepare();
const handle = app.getRequestHandler();
const upgrade = app.getUpgradeHandler();

const server = http.createServer((req, res) => {
  stampClientAddress(req, header);
  void handle(req, res);
});
server.on('upgrade', (req, socket, head) => {
  stampClientAddress(req, header);
  void upgrade(req, socket, head);
});
server.listen(port, () => console.log(`ICE SOS: http://${hostname}:${port} (${mode}; client address in ${header})`));
