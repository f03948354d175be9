import { z } from '@/lib/zod';

describe('zod configuration', () => {
  it('parses without compiling code (the CSP forbids eval)', () => {
    expect(z.config().jitless).toBe(true);
    expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
  });
});
