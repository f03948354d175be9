'use server';

import { authedAction } from '@/lib/actions/safe-action';
import { type CheckInAnswer, checkInProblemFromDb } from '@/lib/check-in/problems';
import { checkInCodesSchema, checkInPositionSchema, endCheckInSchema, extendCheckInSchema, startCheckInSchema } from '@/lib/check-in/schema';
import type { Database } from '@/lib/database.types';
import { z } from '@/lib/zod';

/**
 * The check-in timer's actions (docs/product.md#check-in). Each is one call of a database
 * function that does the whole change in one transaction and refuses with its own code; a refusal
 * comes back as data ({ status: 'refused', problem }) the page words in the member's language,
 * anything else is thrown (logged, answered 'failed'). The deadline and the alarm are the
 * database's and the dispatcher's, never this server's or a browser's.
 */

type DbError = { code?: string; hint?: string | null; message: string } | null;

/** A refusal the page can word, or throws so the wrapper logs it and answers 'failed'. */
function refused(error: NonNullable<DbError>, what: string): CheckInAnswer<never> {
  const problem = checkInProblemFromDb(error);
  if (!problem) throw new Error(`${what} failed: ${error.message}`);
  return { status: 'refused', problem };
}

const done = <Data>(data: Data): CheckInAnswer<Data> => ({ status: 'done', data });

/**
 * "Start": the due time is worked out by the schema from this server's clock (not the browser's),
 * then start_check_in checks it again. Idempotent on the form's client_request_id, so a retry after
 * a lost answer returns the same check-in rather than a second one.
 */
export const startCheckIn = authedAction.inputSchema(startCheckInSchema).action(async ({ parsedInput: input, ctx: { supabase } }) => {
  const { data, error } = await supabase.rpc('start_check_in', {
    client_request_id: input.clientRequestId,
    due_at: input.dueAt,
    grace_minutes: input.graceMinutes,
    contact_ids: input.contactIds,
    family_ids: input.familyIds,
    // Left out (the function's defaults, null) rather than sent as null.
    note: input.note ?? undefined,
    latitude: input.position?.latitude,
    longitude: input.position?.longitude,
    accuracy: input.position?.accuracy ?? undefined,
  });
  if (error) return refused(error, 'Starting a check-in');
  if (!data) throw new Error('Starting a check-in returned no row');
  return done({ dueAt: data.due_at });
});

/**
 * "I'm safe" (or "I'm safe — check in late" after the alarm). The answer carries nothing about the
 * row on purpose: a duress code ends the check-in like the safe code and silently raises an alarm,
 * and nothing the browser receives may tell the two apart.
 */
export const checkInSafe = authedAction.inputSchema(endCheckInSchema).action(async ({ parsedInput: { checkInId, code }, ctx: { supabase } }) => {
  const { error } = await supabase.rpc('check_in_safe', { check_in_id: checkInId, code: code ?? undefined });
  if (error) return refused(error, 'Checking in');
  return done(null);
});

/** "Cancel": the same code rules, and the same silence, as "I'm safe". */
export const cancelCheckIn = authedAction.inputSchema(endCheckInSchema).action(async ({ parsedInput: { checkInId, code }, ctx: { supabase } }) => {
  const { error } = await supabase.rpc('cancel_check_in', { check_in_id: checkInId, code: code ?? undefined });
  if (error) return refused(error, 'Cancelling a check-in');
  return done(null);
});

/** "Extend": the new due time comes back, for the page to say. */
export const extendCheckIn = authedAction.inputSchema(extendCheckInSchema).action(async ({ parsedInput: { checkInId, minutes }, ctx: { supabase } }) => {
  const { data, error } = await supabase.rpc('extend_check_in', { check_in_id: checkInId, minutes });
  if (error) return refused(error, 'Extending a check-in');
  if (!data) throw new Error('Extending a check-in returned no row');
  return done({ dueAt: data.due_at });
});

/** The open page's position, at most once a minute (the page throttles; the alarm takes the latest). */
export const updateCheckInPosition = authedAction
  .inputSchema(checkInPositionSchema)
  .action(async ({ parsedInput: { checkInId, latitude, longitude, accuracy }, ctx: { supabase } }) => {
    const { error } = await supabase.rpc('update_check_in_position', { check_in_id: checkInId, latitude, longitude, accuracy: accuracy ?? undefined });
    if (error) return refused(error, 'Sending a check-in position');
    return done(null);
  });

/** "Save codes": a safe and a duress code, both 4–8 digits and different (the database checks again). */
export const setCheckInCodes = authedAction.inputSchema(checkInCodesSchema).action(async ({ parsedInput: { safeCode, duressCode }, ctx: { supabase } }) => {
  const { error } = await supabase.rpc('set_check_in_codes', { safe_code: safeCode, duress_code: duressCode });
  if (error) return refused(error, 'Saving check-in codes');
  return done(null);
});

// Both codes null is the function's "remove" (its comment says so); generated types give every SQL
// argument as not null, so the documented nulls need this one cast.
const REMOVE_CODES = { safe_code: null, duress_code: null } as unknown as Database['public']['Functions']['set_check_in_codes']['Args'];

/** "Remove codes": checking in and cancelling need no code again. */
export const removeCheckInCodes = authedAction.inputSchema(z.object({})).action(async ({ ctx: { supabase } }) => {
  const { error } = await supabase.rpc('set_check_in_codes', REMOVE_CODES);
  if (error) return refused(error, 'Removing check-in codes');
  return done(null);
});
