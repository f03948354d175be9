/** @jest-environment node */
import { revalidateTag } from 'next/cache';
import { POST } from '@/app/api/webhooks/public-data/route';
import { endlessBody, streamedPost } from '../http/endless-body';

/**
 * The public-data webhook (supabase/deploy/public-data-webhook.sql calls it after each change to
 * the catalogue or site content): only the project's secret key may call it, bad input is a 4xx
 * with a code, and a known table expires its tag.
 */
jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));

const SECRET = 'sb_secret_test-value';
const call = (body: string, authorization: string | null = `Bearer ${SECRET}`) =>
  POST(new Request('http://localhost/api/webhooks/public-data', { method: 'POST', body, headers: authorization ? { authorization } : {} }));

beforeEach(() => {
  jest.mocked(revalidateTag).mockClear();
  process.env.SUPABASE_SECRET_KEY = SECRET;
});

describe('POST /api/webhooks/public-data', () => {
  it.each([
    ['products', 'catalogue'],
    ['subscription_plans', 'catalogue'],
    ['regional_services', 'catalogue'],
    ['site_content', 'site-content'],
  ])('a change to %s expires the %s tag at once', async (table, tag) => {
    // The shape of a Supabase Database Webhook: extra fields are ignored.
    const response = await call(JSON.stringify({ type: 'UPDATE', schema: 'public', table, record: { id: 1 }, old_record: null }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ expired: [tag] });
    expect(revalidateTag).toHaveBeenCalledWith(tag, { expire: 0 });
  });

  it('a table no cached page reads expires nothing', async () => {
    const response = await call(JSON.stringify({ table: 'profiles' }));
    expect(await response.json()).toEqual({ expired: [] });
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it.each([
    ['not JSON', '{table', 'invalid-json'],
    ['no table', '{}', 'invalid-payload'],
    ['another schema', JSON.stringify({ schema: 'auth', table: 'users' }), 'invalid-payload'],
    ['a table name too long', JSON.stringify({ table: 'x'.repeat(64) }), 'invalid-payload'],
  ])('refuses %s with 400', async (_, body, error) => {
    const response = await call(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error });
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('refuses a body larger than a payload could be with 413', async () => {
    const response = await call(JSON.stringify({ table: 'products', padding: 'x'.repeat(70_000) }));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'too-large' });
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('takes a body of exactly 64 kB, and refuses one a byte longer', async () => {
    const payload = JSON.stringify({ table: 'products' });
    const atLimit = payload + ' '.repeat(64 * 1024 - payload.length);
    expect((await call(atLimit)).status).toBe(200);
    expect((await call(`${atLimit} `)).status).toBe(413);
  });

  it('stops reading a body that never ends, and answers 413', async () => {
    const { body, seen } = endlessBody();
    const response = await POST(streamedPost('http://localhost/api/webhooks/public-data', body, { authorization: `Bearer ${SECRET}` }));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'too-large' });
    // 64 chunks of 1 kB fill the limit and the next passes it: nothing more is read.
    expect(seen.pulls).toBe(65);
    expect(seen.cancelled).toBe(true);
  });

  it('reads nothing of a body from a caller without the secret key', async () => {
    const { body, seen } = endlessBody();
    const response = await POST(streamedPost('http://localhost/api/webhooks/public-data', body, { authorization: 'Bearer wrong' }));
    expect(response.status).toBe(401);
    expect(seen.pulls).toBe(0);
  });

  it.each([null, 'Bearer wrong', SECRET])('refuses a caller without the secret key (%s) with 401', async (authorization) => {
    const response = await call(JSON.stringify({ table: 'products' }), authorization);
    expect(response.status).toBe(401);
    expect(revalidateTag).not.toHaveBeenCalled();
  });
});
