/**
 * The address people can always write to (support, privacy requests, the policy dialog's fallback).
 * NEXT_PUBLIC_ so the browser-side fallback can show it; documented in .env.example.
 */
export const DEFAULT_SUPPORT_EMAIL = 'support@ice-sos.example';

export function supportEmail(): string {
  return process.env.NEXT_PUBLIC_SUPPORT_EMAIL?.trim() || DEFAULT_SUPPORT_EMAIL;
}
