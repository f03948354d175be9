import { z } from '@/lib/zod-mini';
import type { KeyValueStorage } from './pending-alarm';

/**
 * What a family member's browser remembers about SOS alerts, in local storage: which ended
 * alarms they dismissed (per signed-in user, so a shared computer keeps them apart) and whether
 * they turned the alert sound on. Anything unreadable counts as nothing stored.
 */

/** Ended alarms stay visible 30 minutes, so a short list is plenty; the oldest ids drop out. */
export const MAX_DISMISSED_ALERTS = 50;

export const dismissedAlertsKey = (userId: string) => `ice-sos:dismissed-alerts:${userId}`;

const dismissedSchema = z.array(z.string().check(z.minLength(1), z.maxLength(100))).check(z.maxLength(MAX_DISMISSED_ALERTS));

/** The dismissed alarm ids of `userId`, oldest first; empty when none or unreadable. */
export function loadDismissedAlerts(storage: KeyValueStorage | undefined, userId: string): string[] {
  try {
    const raw = storage?.getItem(dismissedAlertsKey(userId));
    if (!raw) return [];
    const parsed = dismissedSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** Adds one id (newest last, at most MAX_DISMISSED_ALERTS kept) and returns the list as stored. */
export function saveDismissedAlert(storage: KeyValueStorage | undefined, userId: string, eventId: string): string[] {
  const next = [...loadDismissedAlerts(storage, userId).filter((id) => id !== eventId), eventId].slice(-MAX_DISMISSED_ALERTS);
  try {
    storage?.setItem(dismissedAlertsKey(userId), JSON.stringify(next));
  } catch {
    // Private mode or a full quota: the dismissal still holds for this page's life.
  }
  return next;
}

export const ALERT_SOUND_KEY = 'ice-sos:alert-sound';

/** "on": the person turned the alert sound on; "off": they turned it off or said "Not now". */
export type AlertSoundChoice = 'on' | 'off';

const soundChoiceSchema = z.enum(['on', 'off']);

export function loadAlertSoundChoice(storage: KeyValueStorage | undefined): AlertSoundChoice | null {
  try {
    const parsed = soundChoiceSchema.safeParse(storage?.getItem(ALERT_SOUND_KEY));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function saveAlertSoundChoice(storage: KeyValueStorage | undefined, choice: AlertSoundChoice): void {
  try {
    storage?.setItem(ALERT_SOUND_KEY, choice);
  } catch {
    // Not remembered: the choice holds until the page is left.
  }
}
