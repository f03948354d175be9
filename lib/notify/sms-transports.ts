/** One text message. */
export type SmsMessage = { to: string; body: string };

/** Where SMS go: an HTTP provider in production, the local server's outbox in development. */
export type SmsTransport = {
  readonly kind: string;
  /**
   * Resolves with the provider's message id once accepted; rejects with the provider's error, or
   * when `signal` aborts (the dispatcher's timeout).
   */
  send(message: SmsMessage, signal?: AbortSignal): Promise<string | null>;
};

/**
 * Twilio's Messages API contract (https://www.twilio.com/docs/messaging/api/message-resource#create-a-message-resource):
 * `POST https://api.twilio.com/2010-04-01/Accounts/{AccountSid}/Messages.json`, HTTP Basic auth
 * `AccountSid:AuthToken` (or `ApiKeySid:ApiKeySecret`), form-encoded `To`, `From`, `Body`;
 * 201 with JSON `{sid, status, …}`, errors as JSON `{code, message, status, more_info}`.
 * `url` is that full endpoint, `token` the `user:secret` pair.
 */
export function twilioSmsTransport(url: string, token: string, from: string, fetchImpl: typeof fetch = fetch): SmsTransport {
  const authorization = `Basic ${Buffer.from(token).toString('base64')}`;
  return {
    kind: 'http',
    async send({ to, body }, signal) {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({ To: to, From: from, Body: body }).toString(),
        signal: signal ?? AbortSignal.timeout(10_000),
      });
      const payload = (await response.json().catch(() => null)) as { sid?: unknown; message?: unknown; code?: unknown } | null;
      if (!response.ok) {
        const reason = typeof payload?.message === 'string' ? payload.message : response.statusText;
        throw new Error(`SMS provider answered ${response.status}${payload?.code ? ` (code ${String(payload.code)})` : ''}: ${reason}`);
      }
      return typeof payload?.sid === 'string' ? payload.sid : null;
    },
  };
}

/** The local server's SMS outbox (`POST /_outbox {to, body}`, loopback only; its README, "Mailbox"). */
export function localOutboxTransport(supabaseUrl: string, fetchImpl: typeof fetch = fetch): SmsTransport {
  const endpoint = new URL('/_outbox', supabaseUrl).toString();
  return {
    kind: 'local-outbox',
    async send(message, signal) {
      const response = await fetchImpl(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(message),
        signal: signal ?? AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`local SMS outbox answered ${response.status}`);
      const stored = (await response.json().catch(() => null)) as { id?: unknown } | null;
      return stored?.id === undefined ? null : String(stored.id);
    },
  };
}
