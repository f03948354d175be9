import { clientAddress, hashClientAddress, isRateLimitError } from '@/lib/rate-limit';

const headers = (entries: Record<string, string>) => new Headers(entries);

describe('client address for the per-address rate limit', () => {
  const ours = 'x-ice-client-address';

  it('reads only the header our front sets (CLIENT_ADDRESS_HEADER), never X-Forwarded-For or X-Real-IP', () => {
    expect(clientAddress(headers({ [ours]: '203.0.113.7' }))).toBe('203.0.113.7');
    expect(clientAddress(headers({ [ours]: '2001:DB8::1' }))).toBe('2001:db8::1');
    // What a client can send itself picks no bucket: rotating it changes nothing.
    expect(clientAddress(headers({ 'x-forwarded-for': '203.0.113.7, 10.0.0.1' }))).toBeNull();
    expect(clientAddress(headers({ 'x-real-ip': '198.51.100.2' }))).toBeNull();
    expect(clientAddress(headers({ [ours]: '203.0.113.7', 'x-forwarded-for': '198.51.100.9' }))).toBe('203.0.113.7');
  });

  it('reads the header the deployment names, e.g. the platform’s x-real-ip', () => {
    expect(clientAddress(headers({ 'x-real-ip': '198.51.100.2', [ours]: '203.0.113.7' }), 'x-real-ip')).toBe('198.51.100.2');
  });

  it('treats an IPv4-mapped IPv6 address as the IPv4 visitor', () => {
    expect(clientAddress(headers({ [ours]: '::ffff:203.0.113.7' }))).toBe('203.0.113.7');
  });

  it('ignores missing or garbage values, leaving the e-mail limit alone', () => {
    expect(clientAddress(headers({}))).toBeNull();
    expect(clientAddress(headers({ [ours]: 'unknown' }))).toBeNull();
    expect(clientAddress(headers({ [ours]: 'evil<script>' }))).toBeNull();
    expect(clientAddress(headers({ [ours]: '1'.repeat(100) }))).toBeNull();
  });
});

describe('hashed client address (contact_messages.ip_hash)', () => {
  it('is 64 hex characters, equal for equal addresses and secrets', () => {
    const hash = hashClientAddress('203.0.113.7', 'secret-a');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hashClientAddress('203.0.113.7', 'secret-a')).toBe(hash);
  });

  it('differs per address and per secret, so it cannot be looked up without the secret', () => {
    const hash = hashClientAddress('203.0.113.7', 'secret-a');
    expect(hashClientAddress('203.0.113.8', 'secret-a')).not.toBe(hash);
    expect(hashClientAddress('203.0.113.7', 'secret-b')).not.toBe(hash);
  });
});

it('recognises the database’s rate-limit answer (ICE30) and nothing else', () => {
  expect(isRateLimitError({ code: 'ICE30', message: 'Too many messages' })).toBe(true);
  expect(isRateLimitError({ code: 'ICE01' })).toBe(false);
  expect(isRateLimitError(new Error('ICE30'))).toBe(false);
  expect(isRateLimitError(null)).toBe(false);
});
