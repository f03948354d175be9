import { type ActionErrorKey, actionErrorKey } from '@/lib/actions/action-result';
import type { SaveAppPreviewResult } from '@/lib/actions/site-content';
import type { ContentVersion } from '@/lib/data/site-content-versions';

export type ContentOutcome = { kind: 'saved'; version: number } | { kind: 'conflict'; current: ContentVersion } | { kind: 'error'; key: ActionErrorKey };

/**
 * One save, restore or reset, read into what the editor does next: move on (saved), merge
 * (someone saved first) or say what went wrong. A request that never answered is 'failed'.
 */
export async function runContentAction(run: () => Promise<{ data?: SaveAppPreviewResult; serverError?: string; validationErrors?: unknown } | undefined>): Promise<ContentOutcome> {
  try {
    const result = await run();
    const key = actionErrorKey(result as Parameters<typeof actionErrorKey>[0]);
    if (key !== null || !result?.data) return { kind: 'error', key: key ?? 'failed' };
    return result.data.status === 'saved' ? { kind: 'saved', version: result.data.version } : { kind: 'conflict', current: result.data.current };
  } catch (error) {
    console.warn('A site content action failed', error);
    return { kind: 'error', key: 'failed' };
  }
}
