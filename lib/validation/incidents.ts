import { z } from '@/lib/zod';

/**
 * The call centre's note on an incident: the note form checks it with this schema (instant
 * feedback), and addIncidentStep's input (callCentreStepSchema in ./sos.ts) takes the same bound.
 * Its one message is the key 'invalid' of `Incidents.errors`, which is also how the card says a
 * note the action refused.
 */
export const INCIDENT_NOTE_MAX = 2000;

const invalid = { message: 'invalid' } as const;

export const incidentNoteSchema = z.object({
  note: z.string(invalid).trim().min(1, invalid).max(INCIDENT_NOTE_MAX, invalid),
});

export type IncidentNoteInput = z.input<typeof incidentNoteSchema>;
