import type { DigestEntry } from './digest';

/**
 * One of the member's alarms as the history page, its exports and the copy check see it. Plain
 * data (no Date objects), so it can go to a client component and into a JSON file unchanged.
 */
export type AlarmEvent = {
  id: string;
  status: string;
  source: string;
  started_at: string;
  acknowledged_at: string | null;
  resolved_at: string | null;
  location_unavailable: boolean;
};

/** A timeline entry: the digested fields plus who it was, in words (display only, not digested). */
export type AlarmEntry = DigestEntry & { actor: string };

export type AlarmPosition = { recorded_at: string; latitude: number; longitude: number; accuracy: number | null };

export type AlarmRecord = {
  event: AlarmEvent;
  entries: AlarmEntry[];
  positions: AlarmPosition[];
  digest: string;
};
