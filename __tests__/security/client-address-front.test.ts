/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { freeLoopbackPort, startClientAddressFront } from '@/scripts/client-address-front';

/**
 * The front of `npm run dev` / `npm start` (issue 17, item 3): whatever a client sends, the app
 * behind it sees the address of the connection, and only that, in its header.
 */
const HEADER = 'x-ice-client-address';
let upstream: http.Server;
let front: http.Server;
let frontPort: number;
const seen: http.IncomingHttpHeaders[] = [];

beforeAll(async () => {
  const upstreamPort = await freeLoopbackPort();
  upstream = http.createServer((req, res) => {
    seen.push(req.headers);
    res.end(JSON.stringify({ address: req.headers[HEADER] ?? null }));
  });
  upstream.on('upgrade', (req, socket) => {
    seen.push(req.headers);
    socket.end('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n');
  });
  await new Promise<void>((resolve) => upstream.listen(upstreamPort, 'localhost', resolve));
  front = await startClientAddressFront({ port: 0, host: '127.0.0.1', targetPort: upstreamPort, header: HEADER.toUpperCase() });
  frontPort = (front.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => front.close(resolve));
  await new Promise((resolve) => upstream.close(resolve));
});

/** A request from a chosen loopback source address (Linux routes all of 127.0.0.0/8 to lo). */
function requestFrom(localAddress: string, headers: Record<string, string>): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: frontPort, path: '/contact', method: 'POST', localAddress, headers }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve((JSON.parse(body) as { address: string | null }).address));
    });
    req.on('error', reject);
    req.end('x');
  });
}

describe('the client-address front', () => {
  it('gives the app the connection’s address, whatever the client claims', async () => {
    expect(await requestFrom('127.0.0.7', {})).toBe('127.0.0.7');
    expect(await requestFrom('127.0.0.7', { [HEADER]: '203.0.113.9', 'x-forwarded-for': '198.51.100.1' })).toBe('127.0.0.7');
    expect(await requestFrom('127.0.0.8', { 'x-forwarded-for': 'unknown' })).toBe('127.0.0.8');
    // Rotating X-Forwarded-For never rotates the address the app sees.
    const addresses = await Promise.all(['1.1.1.1', '2.2.2.2', '3.3.3.3'].map((xff) => requestFrom('127.0.0.9', { 'x-forwarded-for': xff })));
    expect(new Set(addresses)).toEqual(new Set(['127.0.0.9']));
  });

  it('stamps WebSocket upgrades too (Next’s dev reload socket goes through it)', async () => {
    const before = seen.length;
    await new Promise<void>((resolve, reject) => {
      const req = http.request({
        host: '127.0.0.1',
        port: frontPort,
        path: '/_next/webpack-hmr',
        localAddress: '127.0.0.6',
        headers: { connection: 'Upgrade', upgrade: 'websocket', [HEADER]: '203.0.113.9' },
      });
      req.on('upgrade', (_res, socket) => {
        socket.destroy();
        resolve();
      });
      req.on('error', reject);
      req.end();
    });
    expect(seen[before]?.[HEADER]).toBe('127.0.0.6');
  });

  it('keeps the Host the visitor used, so redirects and the server-action origin check see the real site', async () => {
    await requestFrom('127.0.0.5', { host: 'localhost:3000' });
    expect(seen.at(-1)?.host).toBe('localhost:3000');
  });
});
