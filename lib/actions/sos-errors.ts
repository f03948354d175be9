import type { SosActionError } from '@/lib/validation/sos';

/** Maps a database error of the SOS RPCs (see the SOS migration) to an error key the page translates. */
export function sosErrorKey(error: { code?: string; hint?: string } | null): SosActionError {
  if (!error) return 'failed';
  if (error.code === 'ICE21') return 'ended';
  if (error.code === 'ICE20' || error.code === '42501') return 'forbidden';
  if (error.code === '22023' || error.code === '22P02') return 'invalid';
  return 'failed';
}
