import 'server-only';
import type { User } from '@supabase/supabase-js';
import { getAssuranceLevel, getUser } from '@/lib/auth/session';
import { secondFactorDue, verifiedTotpFactor } from '@/lib/auth/second-factor';
import { isLocale, type Locale } from '@/lib/i18n/routing';

/**
 * What every member download (all my data, access log CSV, SOS history JSON/CSV) shares: who may
 * download, in which language, and how the answer is shaped. A download is a plain link the
 * browser follows, so it answers with a status and an empty body, never a redirect to a page or
 * an English JSON message the member would see as a saved file.
 */

/**
 * The checks every member download makes before reading: a signed-in user who passed their second
 * step if they turned it on, the same rule as the pages (requireUser), answered with a status
 * instead of a redirect because a download is not a page.
 */
export async function exportUser(): Promise<{ user: User } | { status: 401 | 403 }> {
  const user = await getUser();
  if (!user) return { status: 401 };
  const due = secondFactorDue({ currentLevel: await getAssuranceLevel(), hasVerifiedFactor: verifiedTotpFactor(user) !== null, adminArea: false });
  return due ? { status: 403 } : { user };
}

/** The language of the file's headings (?locale=), English when missing or unknown. */
export function exportLocale(value: string | null): Locale {
  return isLocale(value) ? value : 'en';
}

/** A refusal with an empty body that never leaks why beyond the status. */
export function refusal(status: 400 | 401 | 403 | 404 | 500): Response {
  return new Response(null, { status, headers: { 'Cache-Control': 'private, no-store' } });
}

/** Headers of a file download named `filename` (ASCII only: our names are built from dates and ids). */
export function attachmentHeaders(filename: string, contentType: string): HeadersInit {
  return {
    'Content-Type': contentType,
    'Content-Disposition': `attachment; filename="${filename.replace(/[^A-Za-z0-9._-]/g, '_')}"`,
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  };
}
