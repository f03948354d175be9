import { z } from '@/lib/zod-mini';
import type { OfflineStore } from './store';
import { readStored, writeStored } from './stored-value';

/**
 * The member's last known state, for the offline SOS screen: written by the signed-in /sos page
 * from what it already shows, read by the offline shell and (its `texts`) by the service worker,
 * which has no translations of its own. Deliberately small: no medical data, no positions, no
 * contact details — only what the offline screen says, and cleared on sign-out.
 */
export const MEMBER_STATE_KEY = 'member';

const text = z.string().check(z.minLength(1), z.maxLength(300));

export const memberStateSchema = z.object({
  userId: z.string().check(z.minLength(1), z.maxLength(100)),
  firstName: z.string().check(z.maxLength(100)),
  protectedNow: z.boolean(),
  /** How many people and services an alarm would reach (family in the app, contacts, call centre). */
  alertCount: z.int().check(z.minimum(0), z.maximum(1000)),
  savedAt: z.number(),
  /** The worker's notifications, in the member's language. */
  texts: z.object({ sentTitle: text, sentBody: text, signInTitle: text, signInBody: text }),
});

export type MemberState = z.infer<typeof memberStateSchema>;

export function loadMemberState(store: OfflineStore): Promise<MemberState | null> {
  return readStored(store, MEMBER_STATE_KEY, memberStateSchema);
}

/** Only the whitelisted fields are stored (parse drops anything else); false when refused. */
export function saveMemberState(store: OfflineStore, state: MemberState): Promise<boolean> {
  const parsed = memberStateSchema.safeParse(state);
  return parsed.success ? writeStored(store, MEMBER_STATE_KEY, parsed.data) : Promise.resolve(false);
}

/** The first word of the member's full name: enough to recognise "your" screen, no more. */
export function firstNameOf(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}

/** Sign-out on this device: member state, pending alarm and sent record all go. */
export async function clearOfflineState(store: OfflineStore): Promise<void> {
  try {
    await store.clear();
  } catch {
    // Nothing stored (no IndexedDB): nothing to clear.
  }
}
