/** @jest-environment node */
import { refuseServerActionRequest, SERVER_ACTION_BODY_LIMIT } from '@/lib/security/server-action-request';

const headers = (values: Record<string, string>) => new Headers(values);
const action = { 'next-action': 'abc123', host: 'ice-sos.example', 'content-type': 'text/plain;charset=UTF-8' };

describe('refuseServerActionRequest', () => {
  it('lets a same-origin action through, and anything that is not an action', () => {
    expect(refuseServerActionRequest('POST', headers({ ...action, origin: 'https://ice-sos.example', 'content-length': '200' }))).toBeNull();
    expect(refuseServerActionRequest('POST', headers({ ...action }))).toBeNull();
    expect(refuseServerActionRequest('POST', headers({ host: 'ice-sos.example', origin: 'https://evil.example' }))).toBeNull();
    expect(refuseServerActionRequest('GET', headers({ ...action, origin: 'https://evil.example' }))).toBeNull();
  });

  it('refuses another origin with 403, judged against the forwarded host first', () => {
    expect(refuseServerActionRequest('POST', headers({ ...action, origin: 'https://evil.example' }))?.status).toBe(403);
    expect(refuseServerActionRequest('POST', headers({ ...action, origin: 'null' }))?.status).toBe(403);
    expect(refuseServerActionRequest('POST', headers({ ...action, origin: 'not a url' }))?.status).toBe(403);
    const proxied = { ...action, host: '127.0.0.1:3000', 'x-forwarded-host': 'ice-sos.example', origin: 'https://ice-sos.example' };
    expect(refuseServerActionRequest('POST', headers(proxied))).toBeNull();
  });

  it('refuses a body over Next’s 1 MB limit with 413', () => {
    const big = { ...action, origin: 'https://ice-sos.example', 'content-length': String(SERVER_ACTION_BODY_LIMIT + 1) };
    expect(refuseServerActionRequest('POST', headers(big))).toEqual({ status: 413, error: 'The request is larger than 1 MB.' });
  });
});
