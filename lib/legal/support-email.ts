import { z } from '@/lib/zod';

/**
 * The address people can write to (support, privacy requests, the policy dialog's fallback), or
 * null when none is configured: we show the contact form instead of an address nobody reads.
 * NEXT_PUBLIC_ so the browser-side fallback can show it: Next inlines the literal
 * `process.env.NEXT_PUBLIC_SUPPORT_EMAIL` at build. Documented in .env.example.
 */
export function supportEmail(value: string | undefined = process.env.NEXT_PUBLIC_SUPPORT_EMAIL): string | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  if (z.email().safeParse(text).success) return text;
  warnOnce(text);
  return null;
}

// A malformed address is a deployment mistake: say so once in the server log, never show it.
const warned = new Set<string>();
function warnOnce(text: string) {
  if (typeof window !== 'undefined' || warned.has(text)) return;
  warned.add(text);
  console.warn('NEXT_PUBLIC_SUPPORT_EMAIL is not a valid e-mail address; no support address is shown.');
}
