/**
 * What the member sees about a contact's answer (pure, unit-tested):
 *   agreed / declined, with the moment of the answer, and whether a newer link is out unanswered;
 *   waiting: a link was sent and not answered;
 *   notAsked: no link since the contact was added or its address changed (a registration's contacts
 *   until the member confirms their address and the dispatcher sends their requests).
 * "Send again" is offered for every state but agreed.
 * A newer link is told by link_used_at (cleared when a link is sent, set when it is answered),
 * not by comparing requested_at with answered_at: both are transaction start times, which can
 * come in the wrong order.
 */
export type ConsentRow = { status: 'pending' | 'agreed' | 'declined'; answered_at: string | null; requested_at: string | null; link_used_at: string | null };

export type ConsentState =
  | { kind: 'agreed' | 'declined'; at: string; askedAgainAt: string | null }
  | { kind: 'waiting'; since: string }
  | { kind: 'notAsked' };

export function consentState(row: ConsentRow | null | undefined): ConsentState {
  if (row && row.status !== 'pending' && row.answered_at) {
    const askedAgain = row.requested_at && !row.link_used_at ? row.requested_at : null;
    return { kind: row.status, at: row.answered_at, askedAgainAt: askedAgain };
  }
  if (row?.requested_at) return { kind: 'waiting', since: row.requested_at };
  return { kind: 'notAsked' };
}
