import { z } from '@/lib/zod';
import { graceSecondsSchema } from '@/lib/sos/grace';
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

export const graceSettingSchema = z.object({ graceSeconds: graceSecondsSchema });

export const callCentreStepSchema = z.object({
  eventId: z.uuid(),
  step: z.enum(['claimed', 'call_made', 'call_centre_note']),
  note: z.string().trim().max(INCIDENT_NOTE_MAX).optional(),
}).refine((input) => input.step !== 'call_centre_note' || Boolean(input.note), { path: ['note'], message: 'note_required' });
