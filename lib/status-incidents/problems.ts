import type { ActionErrorKey } from '@/lib/actions/action-result';

/**
 * What can go wrong when an admin writes a status page incident, as message keys under
 * AdminStatus.problems: each refusal of the database (docs/product.md#status-page; migration
 * 20261202000200_status_page.sql) and the action wrapper's own keys. Anything else is 'failed': the
 * database's own words are never shown.
 */
export const STATUS_INCIDENT_PROBLEMS = ['forbidden', 'textRequired', 'invalidChoice', 'missing', 'resolved', 'signedOut', 'invalid', 'failed'] as const;
export type StatusIncidentProblem = (typeof STATUS_INCIDENT_PROBLEMS)[number];

const BY_CODE: Record<string, StatusIncidentProblem> = {
  ICE95: 'forbidden',
  ICE96: 'textRequired',
  ICE97: 'invalidChoice',
  ICE98: 'missing',
  ICE99: 'resolved',
  // RLS or a grant refused the call: an admin whose session lost the second step (is_admin wants aal2).
  '42501': 'forbidden',
};

export const isStatusIncidentProblem = (key: string): key is StatusIncidentProblem => (STATUS_INCIDENT_PROBLEMS as readonly string[]).includes(key);

/** The refusal a database error stands for, or null when the page cannot word it. */
export function statusIncidentProblemFromDb(error: { code?: string | null } | null | undefined): StatusIncidentProblem | null {
  if (!error?.code) return null;
  return Object.hasOwn(BY_CODE, error.code) ? BY_CODE[error.code] : null;
}

/** An action wrapper's error key as a status incident problem. */
export function statusIncidentProblemFromAction(key: ActionErrorKey): StatusIncidentProblem {
  if (key === 'signedOut' || key === 'invalid' || key === 'forbidden') return key;
  return key === 'notFound' ? 'missing' : 'failed';
}

export type StatusIncidentAnswer<Data> = { status: 'done'; data: Data } | { status: 'refused'; problem: StatusIncidentProblem };
