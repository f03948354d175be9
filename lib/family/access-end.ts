import { ACCESS_PERIOD_HOURS, type AccessEnd, type ChangeEnd } from '@/lib/validation/family';

type Choice = { accessEnd: AccessEnd; accessEndsAt: string };

/**
 * What an invitation stores about the end of access: a chosen moment stays absolute; a period is
 * stored as hours and only turned into a moment when the invitation is accepted (in the database,
 * accept_family_invite), so "24 hours" means 24 hours of access.
 */
export function inviteAccessEnd(choice: Choice): { access_expires_at?: string; access_duration_hours?: number } {
  if (choice.accessEnd === 'date') return { access_expires_at: choice.accessEndsAt };
  if (choice.accessEnd === 'never') return {};
  return { access_duration_hours: ACCESS_PERIOD_HOURS[choice.accessEnd] };
}

/**
 * The end of an existing link after a change: a period counts from `now` (when it is saved);
 * "keep" leaves the current end (`current`) as it is, to the second.
 */
export function linkAccessEnd(choice: { accessEnd: ChangeEnd; accessEndsAt: string }, now: number, current: string | null): string | null {
  if (choice.accessEnd === 'keep') return current;
  if (choice.accessEnd === 'date') return choice.accessEndsAt;
  if (choice.accessEnd === 'never') return null;
  return new Date(now + ACCESS_PERIOD_HOURS[choice.accessEnd] * 3_600_000).toISOString();
}

