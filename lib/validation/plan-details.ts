import { z } from '@/lib/zod';

/**
 * The details the plan hand-off asks before checkout when they are missing (country, mobile
 * number; lib/registration/plan-details.ts). Each is '' when it was not asked; whether a given
 * answer is valid depends on what the profile already holds, so the action decides that.
 */
export const planDetailsSchema = z.object({
  country: z.string().trim().max(2, { message: 'countryInvalid' }),
  phone: z.string().trim().max(40, { message: 'phoneInvalid' }),
});

export type PlanDetailsInput = z.input<typeof planDetailsSchema>;
