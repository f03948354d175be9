import { z } from '@/lib/zod';

/**
 * One answer retyped in place on the registration summary, as typed. Whether it is a good answer
 * is for the registration's own parsers to say (lib/registration/edit.ts, the ones Emma's chat
 * reads answers with), which the summary runs on save: they answer with a message key of
 * Registration.errors (or an `emma.hints` key), shown by the field.
 */
export const summaryAnswerSchema = z.object({ value: z.string() });

export type SummaryAnswer = z.input<typeof summaryAnswerSchema>;
