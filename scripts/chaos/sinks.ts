/**
 * The e-mail and SMS "providers" of `npm run chaos:sos`: an SMTP server and an HTTP endpoint of the
 * Twilio Messages API contract (lib/notify/sms-transports.ts), on loopback, in the chaos script's
 * own process. They are never killed, so what was delivered survives every kill of the app, the
 * dispatcher and the API server. Each message is recorded against its recipient with the moment it
 * arrived (before the provider's "accepted" answer leaves, as a real provider would count it).
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type Delivery = { to: string; receivedAt: number; summary: string };

export type Sink = {
  /** The variables that point the dispatcher's adapters at this sink. */
  env: Record<string, string>;
  deliveries: Delivery[];
  /** Recipient (lower case) → arrival times, in order. */
  byRecipient(): Map<string, number[]>;
  close(): Promise<void>;
};

function indexByRecipient(deliveries: readonly Delivery[]): Map<string, number[]> {
  const map = new Map<string, number[]>();
  for (const d of deliveries) {
    const key = d.to.toLowerCase();
    map.set(key, [...(map.get(key) ?? []), d.receivedAt]);
  }
  return map;
}

/** An SMTP server accepting anything sent to it, without TLS or auth (loopback only). */
export async function startEmailSink(): Promise<Sink> {
  const deliveries: Delivery[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const receivedAt = Date.now();
        const subject = /^Subject: (.*)$/im.exec(Buffer.concat(chunks).toString('utf8'))?.[1] ?? '';
        for (const recipient of session.envelope.rcptTo) deliveries.push({ to: recipient.address, receivedAt, summary: subject.slice(0, 80) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'ICE SOS chaos <chaos@localhost>' },
    deliveries,
    byRecipient: () => indexByRecipient(deliveries),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const ACCOUNT = 'ACchaos';
const TOKEN = `${ACCOUNT}:secret`;

/** Twilio's `POST /2010-04-01/Accounts/{sid}/Messages.json`: Basic auth, form-encoded To/From/Body, 201 JSON. */
export async function startSmsSink(): Promise<Sink> {
  const deliveries: Delivery[] = [];
  const messagesPath = `/2010-04-01/Accounts/${ACCOUNT}/Messages.json`;
  const expectedAuth = `Basic ${Buffer.from(TOKEN).toString('base64')}`;
  const server = http.createServer((request, response) => {
    const answer = (status: number, body: object) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method !== 'POST' || request.url !== messagesPath) return answer(404, { code: 20404, message: 'not found', status: 404 });
    if (request.headers.authorization !== expectedAuth) return answer(401, { code: 20003, message: 'authenticate', status: 401 });
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const to = form.get('To');
      if (!to || !form.get('Body')) return answer(400, { code: 21604, message: 'To and Body are required', status: 400 });
      deliveries.push({ to, receivedAt: Date.now(), summary: (form.get('Body') ?? '').slice(0, 80) });
      answer(201, { sid: `SM${randomUUID().replace(/-/g, '')}`, status: 'queued' });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    env: {
      SMS_PROVIDER_URL: `http://127.0.0.1:${port}${messagesPath}`,
      SMS_PROVIDER_TOKEN: TOKEN,
      SMS_FROM: '+34900000000',
    },
    deliveries,
    byRecipient: () => indexByRecipient(deliveries),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
