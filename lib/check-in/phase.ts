import type { Database } from '@/lib/database.types';
import { DUE_SOON_MS, POSITION_INTERVAL_MS } from './limits';

/**
 * Where an open check-in stands, for the page and the banner (docs/product.md#check-in):
 * - counting: more than 5 minutes to go;
 * - dueSoon: the last 5 minutes before the due time (the banner turns prominent);
 * - overdue: past the due time, within the grace (the alarm is about to go out);
 * - alarm: the alarm was raised (status alarm_raised; the banner is urgent).
 * Only a display: the deadline lives in the database, and the server raises the alarm whether or
 * not any page is open.
 */
export type CheckInPhase = 'counting' | 'dueSoon' | 'overdue' | 'alarm';

export type CheckInStatus = Database['public']['Enums']['check_in_status'];

/** A check-in the member can still act on: running, or missed with its alarm out ("check in late"). */
export function isOpenCheckIn(status: CheckInStatus): boolean {
  return status === 'active' || status === 'alarm_raised';
}

export function checkInPhase(checkIn: { status: CheckInStatus; due_at: string }, now: number): CheckInPhase {
  if (checkIn.status === 'alarm_raised') return 'alarm';
  const left = Date.parse(checkIn.due_at) - now;
  if (left <= 0) return 'overdue';
  return left <= DUE_SOON_MS ? 'dueSoon' : 'counting';
}

/** Whether the open page should send a new position (at most once a minute). */
export function shouldSendPosition(lastSentAt: number | null, now: number): boolean {
  return lastSentAt === null || now - lastSentAt >= POSITION_INTERVAL_MS;
}

export type Person = { id: string; name: string };

/**
 * The names of the people a check-in will tell, contacts first, each in the order of the member's
 * lists; an id no longer on either list (a contact removed since) is counted, not named.
 */
export function recipientNames(checkIn: { contact_ids: readonly string[]; family_ids: readonly string[] }, people: { contacts: readonly Person[]; family: readonly Person[] }): { names: string[]; unknown: number } {
  const pick = (chosen: readonly string[], list: readonly Person[]) => {
    const wanted = new Set(chosen);
    return { names: list.filter((person) => wanted.has(person.id)).map((person) => person.name), missing: [...wanted].filter((id) => !list.some((person) => person.id === id)).length };
  };
  const contacts = pick(checkIn.contact_ids, people.contacts);
  const family = pick(checkIn.family_ids, people.family);
  return { names: [...contacts.names, ...family.names], unknown: contacts.missing + family.missing };
}
