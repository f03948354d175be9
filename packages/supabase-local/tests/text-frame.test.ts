/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer } from 'ws';
import { textFrame } from '../realtime/text-frame';

/**
 * A real server and client, upgraded as the local realtime server upgrades: the server writes its
 * frames with ws and ours straight to the upgraded connection, and the client reads them all.
 */
let server: http.Server;
let wss: WebSocketServer;
let serverSide: Promise<{ ws: WebSocket; connection: Duplex }>;
let client: WebSocket;
const received: Array<{ text: string; isBinary: boolean }> = [];

beforeAll(async () => {
  server = http.createServer();
  wss = new WebSocketServer({ noServer: true, perMessageDeflate: false });
  serverSide = new Promise((resolve) => {
    server.on('upgrade', (req, connection, head) => wss.handleUpgrade(req, connection, head, (ws) => resolve({ ws, connection })));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  client = new WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}`);
  client.on('message', (data: Buffer, isBinary: boolean) => received.push({ text: data.toString('utf8'), isBinary }));
  await new Promise((resolve) => client.once('open', resolve));
});

afterAll(async () => {
  client.terminate();
  wss.close();
  await new Promise((resolve) => server.close(resolve));
});

async function receivedCount(count: number): Promise<void> {
  for (let waited = 0; received.length < count && waited < 5_000; waited += 10) await new Promise((r) => setTimeout(r, 10));
}

describe('textFrame', () => {
  it('is read by a WebSocket client as text, at every length form of RFC 6455 and between ws’s own frames', async () => {
    const { ws, connection } = await serverSide;
    // Each length form (7 bits, 16 bits, 64 bits) at its edges, with multi-byte characters.
    const texts = [0, 1, 125, 126, 65_535, 65_536, 200_000].map((length) => 'é'.repeat(Math.floor(length / 2)) + 'x'.repeat(length % 2));
    ws.send('before');
    for (const text of texts) connection.write(textFrame(Buffer.from(text)));
    ws.send('after');
    await receivedCount(texts.length + 2);
    expect(received.map(({ text }) => text)).toEqual(['before', ...texts, 'after']);
    expect(received.every(({ isBinary }) => !isBinary)).toBe(true);
  });

  it('uses the shortest length form, unmasked, as a server must', () => {
    const frames = [125, 126, 65_536].map((length) => textFrame(Buffer.alloc(length)));
    expect(frames.map((frame) => frame.length)).toEqual([127, 130, 65_546]);
    expect(frames.map((frame) => [frame[0], frame[1]])).toEqual([[0x81, 125], [0x81, 126], [0x81, 127]]);
  });
});
