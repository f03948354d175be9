import { cn } from '@/lib/cn';

describe('cn', () => {
  it('joins truthy classes', () => {
    expect(cn('a', false, undefined, 'b', { c: true, d: false })).toBe('a b c');
  });

  it("lets the caller's Tailwind class override the default", () => {
    expect(cn('h-11 px-4 bg-primary', 'h-9 bg-guardian')).toBe('px-4 h-9 bg-guardian');
  });
});
