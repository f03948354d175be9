import type { ActionErrorKey } from './action-result';

/** The error keys the SOS screens translate (Sos.errors, FamilyAlerts.errors, Incidents.errors). */
export type SosErrorKey = Extract<ActionErrorKey, 'invalid' | 'signedOut' | 'forbidden' | 'ended' | 'failed'>;

/** Maps a database error of the SOS RPCs (see the SOS migration) to an error key the page translates. */
export function sosErrorKey(error: { code?: string; hint?: string } | null): SosErrorKey {
  if (!error) return 'failed';
  if (error.code === 'ICE21') return 'ended';
  if (error.code === 'ICE20' || error.code === '42501') return 'forbidden';
  if (error.code === '22023' || error.code === '22P02') return 'invalid';
  return 'failed';
}

/** An action's error key as the SOS screens can say it: keys they have no text for read as 'failed'. */
export function sosMessageKey(key: ActionErrorKey): SosErrorKey {
  return key === 'invalid' || key === 'signedOut' || key === 'forbidden' || key === 'ended' ? key : 'failed';
}
