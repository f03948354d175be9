import { errorResponse, json } from '../http/errors';
import type { Mailbox } from './mailbox';

function isLoopback(address: string | null): boolean {
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
}

/**
 * `GET /_mailbox[?to=]`, `POST /_mailbox` (app mail), `DELETE /_mailbox[?to=]`, and the same for `/_outbox` (SMS). Local
 * only: the messages hold sign-in links, so a non-loopback peer gets 403.
 */
export async function handleMailboxRequest(
  request: Request,
  pathname: string,
  peerAddress: string | null,
  mailbox: Mailbox,
): Promise<Response> {
  if (!isLoopback(peerAddress)) return errorResponse('local', 403, 'forbidden', 'The local mailbox is loopback-only');
  const to = new URL(request.url).searchParams.get('to') ?? undefined;
  const isSms = pathname.startsWith('/_outbox');
  if (request.method === 'GET') return json(200, isSms ? mailbox.listSms(to) : mailbox.listMail(to));
  if (request.method === 'POST') {
    // The app's own mail/SMS adapter posts here locally (hosted: a real provider).
    const body = (await request.json().catch(() => null)) as Record<string, unknown> | null;
    if (!body || typeof body.to !== 'string') return errorResponse('local', 400, 'validation_failed', '`to` is required');
    const stored = isSms
      ? mailbox.sendSms({ to: body.to, body: String(body.body ?? '') })
      : mailbox.sendMail({ to: body.to, subject: String(body.subject ?? ''), text: optionalString(body.text), html: optionalString(body.html) });
    return json(201, stored);
  }
  if (request.method === 'DELETE') {
    if (isSms) mailbox.clearSms(to);
    else mailbox.clearMail(to);
    return new Response(null, { status: 204 });
  }
  return errorResponse('local', 405, 'method_not_allowed', 'Use GET, POST or DELETE');
}

function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
