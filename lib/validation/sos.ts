import { z } from '@/lib/zod';
import { MAX_GRACE_SECONDS, MIN_GRACE_SECONDS } from '@/lib/sos/grace';
import { INCIDENT_NOTE_MAX } from './incidents';

/** Inputs of the SOS server actions: anything else is refused before it reaches the database. */
export const sosEventIdSchema = z.object({ eventId: z.uuid() });

export const endSosSchema = z.object({
  eventId: z.uuid(),
  outcome: z.enum(['resolved', 'cancelled', 'false_alarm']),
});

export const acknowledgeSosSchema = z.object({
  eventId: z.uuid(),
  note: z.string().trim().max(500).optional(),
});

/** Its message is a key of Sos.grace, translated by the form. */
const invalidGrace = { message: 'invalid' } as const;
/**
 * Whole seconds from a number or a form's text; an empty field is not 0 (Number('') would be).
 * Here, not in lib/sos/grace.ts: the countdown there is part of the SOS button's first load, which
 * this schema would bring classic zod into (issue 48).
 */
export const graceSecondsSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.coerce.number(invalidGrace).int(invalidGrace).min(MIN_GRACE_SECONDS, invalidGrace).max(MAX_GRACE_SECONDS, invalidGrace),
);

export const graceSettingSchema = z.object({ graceSeconds: graceSecondsSchema });

export const callCentreStepSchema = z.object({
  eventId: z.uuid(),
  step: z.enum(['claimed', 'call_made', 'call_centre_note']),
  note: z.string().trim().max(INCIDENT_NOTE_MAX).optional(),
}).refine((input) => input.step !== 'call_centre_note' || Boolean(input.note), { path: ['note'], message: 'note_required' });
