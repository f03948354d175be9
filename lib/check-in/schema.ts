import { z } from '@/lib/zod';
import { type Day, dueFromDuration, dueFromTimeOfDay, dueTimeProblem, durationMinutes, isDurationInRange, isTimeZone } from './due-time';
import { CODE_PATTERN, MAX_CODE_LENGTH, MAX_DUE_MINUTES, MAX_GRACE_MINUTES, MAX_NOTE_LENGTH } from './limits';

/**
 * The check-in timer's inputs (docs/product.md#check-in), shared by its forms and its server
 * actions (lib/actions/check-in.ts). Messages are keys under CheckIn.errors. Every limit is the
 * database's too; the database stays the judge (its refusals: ./problems.ts).
 */
export type CheckInErrorKey =
  | 'invalid'
  | 'durationFormat'
  | 'durationRange'
  | 'time'
  | 'timePast'
  | 'timeTooSoon'
  | 'timeTooFar'
  | 'note'
  | 'recipients'
  | 'grace'
  | 'codeFormat'
  | 'codesEqual';

export const DAYS = ['today', 'tomorrow'] as const satisfies readonly Day[];
export const MODES = ['in', 'at'] as const;
export type CheckInMode = (typeof MODES)[number];

const PROBLEM_KEY = { past: 'timePast', tooSoon: 'timeTooSoon', tooFar: 'timeTooFar' } as const;

const coordinate = (limit: number) => z.number({ message: 'invalid' }).min(-limit, { message: 'invalid' }).max(limit, { message: 'invalid' }).nullable();

const ids = z
  .array(z.uuid({ message: 'invalid' }))
  .max(100, { message: 'invalid' })
  .transform((list) => [...new Set(list)]);

/**
 * "Start" as the form holds it: the mode, both ways of saying when (only the chosen one counts),
 * the member's time zone (the browser's: a time of day means their own clock), who is told, the
 * grace and the note; a position only when the member agreed to share one. The output is what
 * start_check_in takes, with the due time worked out from `clock()` at parse time: in the browser
 * for the form's check, and again on the server with its own clock when the action runs, so a
 * wrong browser clock cannot move the due time.
 */
export function makeStartCheckInSchema(clock: () => number = () => Date.now()) {
  return z
    .object({
      clientRequestId: z.string().trim().min(8, { message: 'invalid' }).max(100, { message: 'invalid' }),
      mode: z.enum(MODES, { message: 'invalid' }),
      hours: z.string().max(6, { message: 'durationFormat' }),
      minutes: z.string().max(6, { message: 'durationFormat' }),
      time: z.string().max(16, { message: 'time' }),
      day: z.enum(DAYS, { message: 'invalid' }),
      timeZone: z.string().refine(isTimeZone, { message: 'invalid' }),
      note: z.string().trim().max(MAX_NOTE_LENGTH, { message: 'note' }),
      contactIds: ids,
      familyIds: ids,
      graceMinutes: z
        .union([z.string(), z.number()], { message: 'grace' })
        .transform((value) => (value === '' ? Number.NaN : Number(value)))
        .pipe(z.number({ message: 'grace' }).int({ message: 'grace' }).min(0, { message: 'grace' }).max(MAX_GRACE_MINUTES, { message: 'grace' })),
      latitude: coordinate(90),
      longitude: coordinate(180),
      accuracy: z.number({ message: 'invalid' }).min(0, { message: 'invalid' }).max(1_000_000, { message: 'invalid' }).nullable(),
    })
    .transform((value, ctx) => {
      const now = clock();
      let due: Date | null = null;
      if (value.mode === 'in') {
        const minutes = durationMinutes(value.hours, value.minutes);
        if (minutes === null) ctx.addIssue({ code: 'custom', path: ['duration'], message: 'durationFormat' });
        else if (!isDurationInRange(minutes)) ctx.addIssue({ code: 'custom', path: ['duration'], message: 'durationRange' });
        else due = dueFromDuration(now, minutes);
      } else {
        due = dueFromTimeOfDay(now, value.time, value.day, value.timeZone);
        const problem = due && dueTimeProblem(due, now);
        if (!due) ctx.addIssue({ code: 'custom', path: ['time'], message: 'time' });
        else if (problem) ctx.addIssue({ code: 'custom', path: ['time'], message: PROBLEM_KEY[problem] });
      }
      if (value.contactIds.length + value.familyIds.length === 0) ctx.addIssue({ code: 'custom', path: ['recipients'], message: 'recipients' });
      if (ctx.issues.length > 0 || !due) return z.NEVER;
      const located = value.latitude !== null && value.longitude !== null;
      return {
        clientRequestId: value.clientRequestId,
        dueAt: due.toISOString(),
        graceMinutes: value.graceMinutes,
        contactIds: value.contactIds,
        familyIds: value.familyIds,
        note: value.note === '' ? null : value.note,
        position: located ? { latitude: value.latitude as number, longitude: value.longitude as number, accuracy: value.accuracy } : null,
      };
    });
}

export const startCheckInSchema = makeStartCheckInSchema();
export type StartCheckInInput = z.input<typeof startCheckInSchema>;
export type StartCheckIn = z.output<typeof startCheckInSchema>;

export const checkInIdSchema = z.object({ checkInId: z.uuid({ message: 'invalid' }) });

/** A code as typed: 4–8 digits. */
const code = z.string().trim().max(MAX_CODE_LENGTH * 4, { message: 'codeFormat' }).regex(CODE_PATTERN, { message: 'codeFormat' });

/** The code dialog's one field ("I'm safe" and "Cancel" when the member set codes). */
export const codeEntrySchema = z.object({ code });
export type CodeEntryInput = z.input<typeof codeEntrySchema>;

/**
 * "I'm safe" and "Cancel": the check-in, and the code when the member set codes (none otherwise;
 * the database says when one is needed, ICE47).
 */
export const endCheckInSchema = checkInIdSchema.extend({
  code: z
    .union([code, z.literal(''), z.null()])
    .optional()
    .transform((value) => (value ? value : null)),
});
export type EndCheckInInput = z.input<typeof endCheckInSchema>;

/** "Extend": minutes added to the due time (the database keeps the result within 24 hours of now). */
export const extendCheckInSchema = checkInIdSchema.extend({
  minutes: z.number({ message: 'invalid' }).int({ message: 'invalid' }).min(1, { message: 'invalid' }).max(MAX_DUE_MINUTES, { message: 'invalid' }),
});

/** The position the open page sends while a check-in runs. */
export const checkInPositionSchema = checkInIdSchema.extend({
  latitude: z.number({ message: 'invalid' }).min(-90, { message: 'invalid' }).max(90, { message: 'invalid' }),
  longitude: z.number({ message: 'invalid' }).min(-180, { message: 'invalid' }).max(180, { message: 'invalid' }),
  accuracy: z.number({ message: 'invalid' }).min(0, { message: 'invalid' }).max(1_000_000, { message: 'invalid' }).nullable(),
});

/** The safe and the duress code: 4–8 digits each, and not the same. */
export const checkInCodesSchema = z
  .object({ safeCode: code, duressCode: code })
  .refine((value) => value.safeCode !== value.duressCode, { path: ['duressCode'], message: 'codesEqual' });
export type CheckInCodesInput = z.input<typeof checkInCodesSchema>;
