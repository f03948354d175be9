import { MAX_EXTRA_FAMILY_MEMBERS } from '@/lib/billing/checkout-lines';
import { z } from '@/lib/zod';

/** What the plan hand-off sends to start a checkout; messages are keys under Billing.checkout.errors. */
export const checkoutSelectionSchema = z.object({
  planId: z.uuid({ message: 'plan' }),
  spainCallCentre: z.boolean(),
  extraFamilyMembers: z.coerce.number({ message: 'extraFamilyMembers' }).int({ message: 'extraFamilyMembers' }).min(0, { message: 'extraFamilyMembers' }).max(MAX_EXTRA_FAMILY_MEMBERS, { message: 'extraFamilyMembers' }),
});

export type CheckoutSelectionInput = z.input<typeof checkoutSelectionSchema>;
