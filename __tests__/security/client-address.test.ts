/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { stampClientAddress } from '@/lib/security/client-address.mjs';

/**
 * What scripts/next-server.mjs does to every request before Next sees it (issue 17, item 3):
 * whatever a client sends, the app gets the address of the connection, and only that, in its
 * header. Real sockets from several loopback source addresses (Linux routes 127.0.0.0/8 to lo).
 */
const HEADER = 'x-ice-client-address';
let server: http.Server;
let port: number;
const seen: http.IncomingHttpHeaders[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    stampClientAddress(req, HEADER.toUpperCase());
    seen.push(req.headers);
    res.end(JSON.stringify({ address: req.headers[HEADER] ?? null }));
  });
  server.on('upgrade', (req, socket) => {
    stampClientAddress(req, HEADER);
    seen.push(req.headers);
    socket.end('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

function requestFrom(localAddress: string, headers: Record<string, string>): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: '/contact', method: 'POST', localAddress, headers }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve((JSON.parse(body) as { address: string | null }).address));
    });
    req.on('error', reject);
    req.end('x');
  });
}

describe('the client address our server stamps', () => {
  it('is the connection’s address, whatever the client claims', async () => {
    expect(await requestFrom('127.0.0.7', {})).toBe('127.0.0.7');
    expect(await requestFrom('127.0.0.7', { [HEADER]: '203.0.113.9', 'x-forwarded-for': '198.51.100.1' })).toBe('127.0.0.7');
    expect(await requestFrom('127.0.0.8', { 'x-forwarded-for': 'unknown' })).toBe('127.0.0.8');
    // Rotating X-Forwarded-For never rotates the address the app sees.
    const addresses = await Promise.all(['1.1.1.1', '2.2.2.2', '3.3.3.3'].map((xff) => requestFrom('127.0.0.9', { 'x-forwarded-for': xff })));
    expect(new Set(addresses)).toEqual(new Set(['127.0.0.9']));
  });

  it('is stamped on WebSocket upgrades too (Next’s dev reload socket)', async () => {
    const before = seen.length;
    await new Promise<void>((resolve, reject) => {
      const req = http.request({
        host: '127.0.0.1',
        port,
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
});
