import { createHash, timingSafeEqual } from 'node:crypto';

/** Compares hashes, so neither the length nor the content of the secret leaks through timing. */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}
