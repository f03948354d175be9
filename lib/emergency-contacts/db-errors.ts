/**
 * The refusals the database gives on the contacts page (20261121000600, 20261124000600), by their
 * codes, as the statuses the page translates (EmergencyContacts.problems).
 */
export type ContactProblem = 'limit' | 'rateLimited' | 'notFound' | 'alreadyAgreed' | 'orderChanged' | 'invalidLink' | 'alreadyAnswered' | 'declined' | 'noChannel';

export type ContactRefusal = { problem: ContactProblem; limit?: number; retryAt?: string };

type DbError = { code?: string; hint?: string | null; details?: string | null } | null;

const BY_CODE: Record<string, ContactProblem> = {
  ICE01: 'limit',
  ICE40: 'notFound',
  ICE41: 'invalidLink',
  ICE43: 'rateLimited',
  ICE44: 'orderChanged',
  // The contact declined: no test messages, and a new request only 30 days after the answer.
  ICE45: 'declined',
  // None of the contact's channels has an address (the page already words this as noChannel).
  ICE46: 'noChannel',
};

function details(error: NonNullable<DbError>): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(error.details ?? '');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * The refusal a database error stands for, with the limit or the moment to retry when the database
 * gave one, or null when it is not an expected refusal (then the caller treats it as a failure).
 * ICE42 means "already agreed" on a request and "link already used" on an answer: `answering` says which.
 */
export function contactRefusal(error: DbError, answering = false): ContactRefusal | null {
  if (!error?.code) return null;
  if (error.code === 'ICE42') return { problem: answering ? 'alreadyAnswered' : 'alreadyAgreed' };
  const problem = BY_CODE[error.code];
  if (!problem) return null;
  const extra = details(error);
  return {
    problem,
    ...(typeof extra.limit === 'number' ? { limit: extra.limit } : {}),
    ...(typeof extra.retry_at === 'string' ? { retryAt: extra.retry_at } : {}),
  };
}
