/**
 * The refusals of the invitation functions (20261124000700), by the codes the database raises,
 * turned into the statuses the forms translate (FamilyCarers.problems / FamilyInvite.problems).
 */
export type InviteProblem = 'self' | 'alreadyLinked' | 'alreadyInvited' | 'rateLimited' | 'endInPast' | 'invalid' | 'otherEmail' | 'ownInvite';

const BY_CODE: Record<string, InviteProblem> = {
  ICE10: 'invalid',
  ICE11: 'otherEmail',
  ICE12: 'ownInvite',
  ICE13: 'self',
  ICE14: 'alreadyLinked',
  ICE15: 'rateLimited',
  ICE16: 'alreadyInvited',
};

/** The problem a database error stands for, or null when it is not an expected refusal. */
export function inviteProblem(error: { code?: string; hint?: string | null } | null): InviteProblem | null {
  if (!error) return null;
  if (error.hint === 'invite_end_in_past') return 'endInPast';
  return (error.code && BY_CODE[error.code]) || null;
}
