import { actionErrorKey, type ActionResultLike } from '@/lib/actions/action-result';

/** A line said after an action, as info or as an error. */
export type Notice = { tone: 'info' | 'error'; text: string };

/** The translator of the EmergencyContacts namespace, loosely typed: keys are built from statuses. */
export type ContactsT = (key: string, values?: Record<string, string | number>) => string;

type Answer = { status?: string; request?: string | null; limit?: number; retryAt?: string | null };

const PROBLEMS = ['limit', 'notFound', 'alreadyAgreed', 'orderChanged', 'signedOut', 'invalid', 'declined'] as const;

/**
 * What to tell the member after one of the contacts page's actions (pure, unit-tested): the
 * success line, followed by how the consent request or test message went; a refusal with its
 * number (the plan's limit) or the time it is possible again (the hourly message limit).
 */
export function outcomeNotice(t: ContactsT, result: (ActionResultLike & { data?: Answer }) | undefined, name: string, time: (iso: string) => string): Notice {
  const error = actionErrorKey(result);
  if (error) return { tone: 'error', text: t(`problems.${error === 'signedOut' || error === 'notFound' || error === 'invalid' ? error : 'failed'}`) };
  const answer = result?.data ?? {};
  const status = answer.status ?? 'failed';
  if (status === 'added' || status === 'saved') {
    const done = t(`notices.${status}`, { name });
    const request = answer.request ? sendNotice(t, answer.request, 'consent_request', name, null) : null;
    return { tone: request?.tone ?? 'info', text: request ? `${done} ${request.text}` : done };
  }
  if (status === 'removed' || status === 'reordered') return { tone: 'info', text: t(`notices.${status}`, { name }) };
  if (status === 'limit') return { tone: 'error', text: t('problems.limit', { limit: answer.limit ?? 0 }) };
  return sendNotice(t, status, 'test', name, answer.retryAt ? time(answer.retryAt) : null);
}

/**
 * A result from useAction (its state or a callback's), as outcomeNotice reads it: the result when
 * the action answered (data or an error key), else undefined, which reads as 'failed': the hook
 * keeps an empty result when the call threw.
 */
export function answerOf<R extends ActionResultLike>(result: R): R | undefined {
  return result.data !== undefined || actionErrorKey(result) !== null ? result : undefined;
}

/** How a test message or consent request went, by its status. */
export function sendNotice(t: ContactsT, status: string, kind: 'test' | 'consent_request', name: string, retryTime: string | null): Notice {
  if (status === 'sent') return { tone: 'info', text: t(kind === 'test' ? 'notices.testSent' : 'notices.requestSent', { name }) };
  if (status === 'partlySent') return { tone: 'error', text: t('notices.partlySent') };
  if (status === 'noChannel') return { tone: 'error', text: t('notices.noChannel') };
  if (status === 'failed') return { tone: 'error', text: t('notices.sendFailed') };
  if (status === 'rateLimited') return { tone: 'error', text: retryTime ? t('problems.rateLimited', { time: retryTime }) : t('problems.rateLimitedSoon') };
  if ((PROBLEMS as readonly string[]).includes(status)) return { tone: 'error', text: t(`problems.${status}`) };
  return { tone: 'error', text: t('problems.failed') };
}
