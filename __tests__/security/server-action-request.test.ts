/** @jest-environment node */
import { refuseMalformedServerActionBody, refuseServerActionRequest, SERVER_ACTION_BODY_LIMIT } from '@/lib/security/server-action-request';

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

describe('refuseMalformedServerActionBody', () => {
  const post = (body: BodyInit | null, type: string, extra: Record<string, string> = {}) =>
    new Request('https://ice-sos.example/contact', { method: 'POST', headers: { 'next-action': 'abc123', 'content-type': type, ...extra }, body });

  it('lets what Next’s client sends through: JSON arguments, or multipart form data', async () => {
    expect(await refuseMalformedServerActionBody(post('[{"name":"Ana"}]', 'text/plain;charset=UTF-8'))).toBeNull();
    expect(await refuseMalformedServerActionBody(post('[]', 'text/plain;charset=UTF-8'))).toBeNull();
    // What React writes for a string starting with $, undefined, a date and a big integer.
    expect(await refuseMalformedServerActionBody(post('["$$5 off","$undefined","$D2026-11-23T00:00:00.000Z","$n12"]', 'text/plain'))).toBeNull();
    const form = new FormData();
    form.append('1_name', 'Ana');
    form.append('0', '["$K1"]');
    expect(await refuseMalformedServerActionBody(new Request('https://ice-sos.example/contact', { method: 'POST', headers: { 'next-action': 'abc123' }, body: form }))).toBeNull();
  });

  it.each([
    ['no body', null, 'text/plain;charset=UTF-8'],
    ['an empty body', '', 'text/plain;charset=UTF-8'],
    ['text that is not JSON', 'not json', 'text/plain;charset=UTF-8'],
    ['cut-off JSON', '[1,2', 'text/plain;charset=UTF-8'],
    ['JSON that is not an argument list', '0', 'text/plain;charset=UTF-8'],
    ['an object instead of the argument list', '{"a":1}', 'text/plain;charset=UTF-8'],
    ['a reference to a part that is not there', '[["$"]]', 'text/plain;charset=UTF-8'],
    ['a form-data reference in a JSON body', '["$K1"]', 'text/plain;charset=UTF-8'],
    ['a nested promise reference', '[{"a":"$@1"}]', 'text/plain;charset=UTF-8'],
    ['a broken multipart body', 'garbage', 'multipart/form-data; boundary=xyz'],
    ['an empty multipart body', '', 'multipart/form-data; boundary=xyz'],
  ])('answers 400 for %s', async (_case, body, type) => {
    expect(await refuseMalformedServerActionBody(post(body, type))).toMatchObject({ status: 400 });
  });

  it('leaves the original body for Next, and ignores what is not an action', async () => {
    const request = post('["kept"]', 'text/plain;charset=UTF-8');
    await refuseMalformedServerActionBody(request);
    expect(await request.text()).toBe('["kept"]');
    const plain = new Request('https://ice-sos.example/contact', { method: 'POST', body: 'not json' });
    expect(await refuseMalformedServerActionBody(plain)).toBeNull();
  });
});
