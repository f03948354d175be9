'use client';

import { type SingleInputActionFn, useAction } from 'next-safe-action/hooks';
import { type ActionErrorKey, actionErrorKey, type ActionResultLike } from '@/lib/actions/action-result';
import type { SaveAppPreviewResult } from '@/lib/actions/site-content';
import type { ContentVersion } from '@/lib/data/site-content-versions';
import type { z } from '@/lib/zod';

export type ContentOutcome = { kind: 'saved'; version: number } | { kind: 'conflict'; current: ContentVersion } | { kind: 'error'; key: ActionErrorKey };

/**
 * One answer of a save, restore or reset, read into what the editor does next: move on (saved),
 * merge (someone saved first) or say what went wrong. No answer (the call threw: useAction then
 * keeps an empty result) is 'failed'.
 */
export function contentOutcome(result: (ActionResultLike & { data?: SaveAppPreviewResult }) | undefined): ContentOutcome {
  const key = actionErrorKey(result);
  if (key !== null || !result?.data) return { kind: 'error', key: key ?? 'failed' };
  return result.data.status === 'saved' ? { kind: 'saved', version: result.data.version } : { kind: 'conflict', current: result.data.current };
}

/**
 * One of the editor's three actions (save, restore, reset), run by next-safe-action's useAction
 * (docs/architecture.md#server-actions). `run` resolves, never rejects, with the outcome once the
 * answer is in, so the caller can carry on in the same turn; `busy`, `input` and `last` (the last
 * run's outcome, null while idle or running) are the hook's state, and `reset` clears it.
 */
export function useContentAction<ServerError extends string, Schema extends z.ZodType | undefined, ShapedErrors extends ActionResultLike['validationErrors']>(
  action: SingleInputActionFn<ServerError, Schema, ShapedErrors, SaveAppPreviewResult>,
) {
  const hook = useAction(action);
  const { executeAsync } = hook;
  const run = (input: Parameters<typeof executeAsync>[0]): Promise<ContentOutcome> =>
    executeAsync(input).then(contentOutcome, (error: unknown) => {
      console.warn('A site content action failed', error);
      return contentOutcome(undefined);
    });
  const last = hook.hasSucceeded || hook.hasErrored ? contentOutcome(hook.result) : null;
  return { run, busy: hook.isExecuting, input: hook.input, last, reset: hook.reset };
}
