/** @jest-environment node */
import { createServer, type Server, type Socket } from 'node:net';
import { DEFAULT_MAIL_FROM, isLocalUrl, mailConfig } from '@/lib/mail/config';
import { localMailboxTransport } from '@/lib/mail/local-mailbox';
import { smtpTransport } from '@/lib/mail/smtp';

jest.mock('server-only', () => ({}));

describe('which mail transport the environment selects', () => {
  it('uses SMTP when SMTP_URL is set, with MAIL_FROM or the default sender', () => {
    expect(mailConfig({ SMTP_URL: 'smtps://user:pass@smtp.example.com:465', MAIL_FROM: 'ICE SOS <help@example.com>' })).toEqual({
      kind: 'smtp',
      url: 'smtps://user:pass@smtp.example.com:465',
      from: 'ICE SOS <help@example.com>',
    });
    expect(mailConfig({ SMTP_URL: 'smtp://localhost:2525', NEXT_PUBLIC_SUPABASE_URL: 'http://127.0.0.1:54321' })).toMatchObject({
      kind: 'smtp',
      from: DEFAULT_MAIL_FROM,
    });
  });

  it('refuses a malformed SMTP_URL instead of silently dropping mail', () => {
    expect(() => mailConfig({ SMTP_URL: 'https://smtp.example.com' })).toThrow('SMTP_URL is malformed');
  });

  it('falls back to the local mailbox only for a local Supabase URL, and to none otherwise', () => {
    expect(mailConfig({ NEXT_PUBLIC_SUPABASE_URL: 'http://127.0.0.1:54321' })).toEqual({ kind: 'local-mailbox', supabaseUrl: 'http://127.0.0.1:54321' });
    expect(mailConfig({ NEXT_PUBLIC_SUPABASE_URL: 'https://abc.supabase.co' })).toMatchObject({ kind: 'none' });
    expect(isLocalUrl('http://localhost:54321')).toBe(true);
    expect(isLocalUrl('not a url')).toBe(false);
  });
});

/**
 * A minimal SMTP server (RFC 5321: greeting, EHLO, MAIL FROM, RCPT TO, DATA, QUIT) that records
 * what it receives, to check the real nodemailer adapter against the protocol without a network.
 */
function startSmtpStub(): Promise<{ server: Server; port: number; received: { from: string; to: string[]; data: string }[] }> {
  const received: { from: string; to: string[]; data: string }[] = [];
  const server = createServer((socket: Socket) => {
    let mail = { from: '', to: [] as string[], data: '' };
    let inData = false;
    let buffer = '';
    socket.write('220 stub ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let index: number;
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(mail);
            mail = { from: '', to: [], data: '' };
            socket.write('250 queued\r\n');
          } else mail.data += `${line}\n`;
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') {
          socket.write('250-stub\r\n250 8BITMIME\r\n');
        } else if (command === 'MAIL') {
          mail.from = line;
          socket.write('250 ok\r\n');
        } else if (command === 'RCPT') {
          mail.to.push(line);
          socket.write('250 ok\r\n');
        } else if (command === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (command === 'QUIT') {
          socket.end('221 bye\r\n');
        } else {
          socket.write('250 ok\r\n');
        }
      }
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as { port: number }).port, received })));
}

describe('the SMTP adapter (nodemailer) against an SMTP server', () => {
  it('delivers the message with sender, recipient, subject and text', async () => {
    const stub = await startSmtpStub();
    try {
      const transport = smtpTransport(`smtp://127.0.0.1:${stub.port}?ignoreTLS=true`, 'ICE SOS <no-reply@example.com>');
      await transport.send({ to: 'admin@example.com', subject: 'New contact message: Hello', text: 'From: Ana <ana@example.com>' });
      expect(stub.received).toHaveLength(1);
      expect(stub.received[0].from).toContain('<no-reply@example.com>');
      expect(stub.received[0].to).toEqual(['RCPT TO:<admin@example.com>']);
      expect(stub.received[0].data).toContain('Subject: New contact message: Hello');
      expect(stub.received[0].data).toContain('From: Ana <ana@example.com>');
    } finally {
      stub.server.close();
    }
  });

  it('rejects when the server refuses the recipient', async () => {
    const server = createServer((socket) => {
      socket.write('220 stub\r\n');
      socket.on('data', (chunk) => {
        const line = chunk.toString();
        socket.write(line.startsWith('RCPT') ? '550 no such user\r\n' : line.startsWith('EHLO') ? '250 stub\r\n' : '250 ok\r\n');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    try {
      const port = (server.address() as { port: number }).port;
      await expect(smtpTransport(`smtp://127.0.0.1:${port}?ignoreTLS=true`, DEFAULT_MAIL_FROM).send({ to: 'nobody@example.com', subject: 's', text: 't' })).rejects.toThrow();
    } finally {
      server.close();
    }
  });
});

describe('the local mailbox adapter', () => {
  it('posts the message to /_mailbox and fails on a refusal', async () => {
    const calls: { url: string; body: unknown }[] = [];
    const fetchMock = jest.spyOn(global, 'fetch').mockImplementation(async (input, init) => {
      calls.push({ url: String(input), body: JSON.parse(String(init?.body)) });
      return new Response('{}', { status: calls.length === 1 ? 201 : 403 });
    });
    try {
      const transport = localMailboxTransport('http://127.0.0.1:54321');
      await transport.send({ to: 'admin@example.com', subject: 'Hi', text: 'Body' });
      expect(calls[0]).toEqual({ url: 'http://127.0.0.1:54321/_mailbox', body: { to: 'admin@example.com', subject: 'Hi', text: 'Body' } });
      await expect(transport.send({ to: 'admin@example.com', subject: 'Hi', text: 'Body' })).rejects.toThrow('403');
    } finally {
      fetchMock.mockRestore();
    }
  });
});
