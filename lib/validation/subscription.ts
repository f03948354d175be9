import { z } from '@/lib/zod';

/** Inputs of the subscription page's actions (lib/actions/subscription.ts). */
export const planChangeSchema = z.object({
  planId: z.uuid(),
  /** Contacts to keep when the new plan allows fewer than the member has. */
  keepContactIds: z.array(z.uuid()).max(50).optional(),
});

export const cancellationSchema = z.object({
  /** The date the member was shown; if it moved since (a period ended), they are shown the new one. */
  expectedDate: z.iso.datetime(),
});

export const withdrawalSchema = z.object({
  /** The second step of "withdraw from contract here": an explicit confirmation. */
  confirmed: z.literal(true),
});
