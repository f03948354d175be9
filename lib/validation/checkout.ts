import { MAX_EXTRA_FAMILY_MEMBERS } from '@/lib/billing/checkout-lines';
import { z } from '@/lib/zod';
import { shipmentSchema, type ShipmentInput } from './pendant-order';

/**
 * What the plan hand-off sends to start a checkout; messages are keys under Billing.checkout.errors
 * (and Billing.order.errors for the shipment). The pendant may be bought on the same checkout, as a
 * one-time line; only then is its shipment checked and kept.
 */
export const checkoutSelectionSchema = z
  .object({
    planId: z.uuid({ message: 'plan' }),
    spainCallCentre: z.boolean(),
    extraFamilyMembers: z.coerce.number({ message: 'extraFamilyMembers' }).int({ message: 'extraFamilyMembers' }).min(0, { message: 'extraFamilyMembers' }).max(MAX_EXTRA_FAMILY_MEMBERS, { message: 'extraFamilyMembers' }),
    withPendant: z.boolean().default(false),
    shipment: z.unknown().optional(),
  })
  .transform((value, ctx) => {
    const { shipment, ...selection } = value;
    if (!value.withPendant) return { ...selection, shipment: null };
    const parsed = shipmentSchema.safeParse(shipment ?? {});
    if (parsed.success) return { ...selection, shipment: parsed.data };
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: ['shipment', ...issue.path] });
    return z.NEVER;
  });

export type CheckoutSelectionInput = Omit<z.input<typeof checkoutSelectionSchema>, 'shipment'> & { shipment?: Partial<ShipmentInput> };
