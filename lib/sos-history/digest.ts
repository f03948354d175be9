/**
 * The SOS history's digest: a SHA-256 over an alarm's timeline entries, shown on the page and put
 * in both exports, so anyone holding a copy can check it against ours.
 *
 * Canonical serialisation (version 1), so the same entries always give the same bytes:
 * - the entries are sorted by time (`at`, as an instant), then by `id`;
 * - each entry becomes an object with exactly these keys in this order:
 *   id, event_id, at, kind, actor_id, note, details
 *   (missing values are null; `at` is the text as stored, e.g. "2026-11-24T10:00:00.123+00:00");
 * - inside `details`, object keys are sorted (recursively), arrays keep their order;
 * - the array is written with JSON.stringify (no spaces), encoded UTF-8, hashed with SHA-256, and
 *   shown as lowercase hex.
 * Display-only fields in the export (the actor's name) are left out on purpose: a person renaming
 * themselves must not change the digest of an alarm.
 *
 * Uses Web Crypto, present in Node 20+ and every browser (secure contexts), so the server and the
 * page's "check a copy" compute it with the same code.
 */
export const DIGEST_ALGORITHM = 'SHA-256';
export const DIGEST_CANONICAL_FORM =
  'ice-sos-timeline-v1: JSON array of the entries sorted by at (instant) then id; keys id, event_id, at, kind, actor_id, note, details; details keys sorted; UTF-8; SHA-256 lowercase hex';

export type DigestEntry = {
  id: number;
  event_id: string;
  at: string;
  kind: string;
  actor_id: string | null;
  note: string | null;
  details: unknown;
};

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function sortKeys(value: unknown): Json {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    const out: { [key: string]: Json } = {};
    for (const key of Object.keys(value).sort()) out[key] = sortKeys((value as Record<string, unknown>)[key]);
    return out;
  }
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return null;
}

/** The exact text that is hashed (exported for the tests and for anyone re-implementing the check). */
export function canonicalTimeline(entries: readonly DigestEntry[]): string {
  const sorted = [...entries].sort((a, b) => Date.parse(a.at) - Date.parse(b.at) || a.id - b.id);
  return JSON.stringify(
    sorted.map((entry) => ({
      id: entry.id,
      event_id: entry.event_id,
      at: entry.at,
      kind: entry.kind,
      actor_id: entry.actor_id ?? null,
      note: entry.note ?? null,
      details: sortKeys(entry.details ?? {}),
    })),
  );
}

export async function timelineDigest(entries: readonly DigestEntry[]): Promise<string> {
  const bytes = new TextEncoder().encode(canonicalTimeline(entries));
  const hash = await globalThis.crypto.subtle.digest(DIGEST_ALGORITHM, bytes);
  return Array.from(new Uint8Array(hash), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
