'use server';

import { authedAction } from '@/lib/actions/safe-action';
import { type DrillAnswer, drillProblemFromDb } from '@/lib/drills/problems';
import { drillScheduleSchema, skipNextDrillSchema, startDrillSchema } from '@/lib/drills/schema';

/**
 * The drills page's actions (docs/product.md#drills). Each is one database call; a refusal comes
 * back as data ({ status: 'refused', problem }) the page words in the member's language, anything
 * else is thrown (logged by the wrapper, answered 'failed').
 */
type DbError = { code?: string; message: string } | null;

function refused(error: NonNullable<DbError>, what: string): DrillAnswer<never> {
  const problem = drillProblemFromDb(error);
  if (!problem) throw new Error(`${what} failed: ${error.message}`);
  return { status: 'refused', problem };
}

/**
 * "Run a drill now": the test alert through the real path (raise_sos with source 'test'), refused
 * while a real alarm is open (ICE90) and past the test-alert limit (ICE29). Idempotent on the
 * page's request id.
 */
export const startDrill = authedAction.inputSchema(startDrillSchema).action(async ({ parsedInput, ctx: { supabase } }) => {
  const { data, error } = await supabase.rpc('raise_sos', { client_request_id: parsedInput.clientRequestId, source: 'test' });
  if (error) return refused(error, 'Starting a drill');
  return { status: 'done', data: { id: data.id, startedAt: data.started_at } } satisfies DrillAnswer<{ id: string; startedAt: string }>;
});

/** Schedules (or moves) the monthly drill. */
export const saveDrillSchedule = authedAction.inputSchema(drillScheduleSchema).action(async ({ parsedInput, ctx: { supabase } }) => {
  const { data, error } = await supabase.rpc('set_drill_schedule', { day_of_month: parsedInput.dayOfMonth, hour: parsedInput.hour, time_zone: parsedInput.timeZone });
  if (error) return refused(error, 'Saving the drill schedule');
  return { status: 'done', data: { nextRunAt: data.next_run_at } } satisfies DrillAnswer<{ nextRunAt: string }>;
});

/** Skips the next scheduled drill, or takes the skip back. */
export const skipNextDrill = authedAction.inputSchema(skipNextDrillSchema).action(async ({ parsedInput, ctx: { supabase } }) => {
  const { data, error } = await supabase.rpc('skip_next_drill', { skip: parsedInput.skip });
  if (error) return refused(error, 'Skipping the next drill');
  return { status: 'done', data: { skipNext: data.skip_next } } satisfies DrillAnswer<{ skipNext: boolean }>;
});

/** Stops the monthly drill. */
export const clearDrillSchedule = authedAction.action(async ({ ctx: { supabase } }) => {
  const { error } = await supabase.rpc('clear_drill_schedule');
  if (error) return refused(error, 'Stopping the monthly drill');
  return { status: 'done', data: null } satisfies DrillAnswer<null>;
});
