import { z } from '@/lib/zod';

/** Where we ship the pendant (ISO 3166 codes); the names are shown in the member's language. */
export const SHIPPING_COUNTRIES = ['ES', 'NL', 'BE', 'DE', 'FR', 'PT', 'IT', 'IE', 'AT', 'LU', 'GB'] as const;
export const MAX_PENDANTS_PER_ORDER = 3;

const text = (max: number, key: string) => z.string().trim().min(1, { message: key }).max(max, { message: key });

/** The pendant order form (and the action that checks it again); messages are keys under Billing.order.errors. */
export const pendantOrderSchema = z.object({
  fullName: text(100, 'fullName'),
  line1: text(120, 'line1'),
  line2: z.string().trim().max(120, { message: 'line2' }),
  postalCode: z.string().trim().regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/, { message: 'postalCode' }),
  city: text(80, 'city'),
  country: z.enum(SHIPPING_COUNTRIES, { message: 'country' }),
  quantity: z.coerce.number({ message: 'quantity' }).int({ message: 'quantity' }).min(1, { message: 'quantity' }).max(MAX_PENDANTS_PER_ORDER, { message: 'quantity' }),
  /** The statement of the withdrawal right, the non-refundable hardware and the warranty was read. */
  acknowledged: z.literal(true, { message: 'acknowledged' }),
});

/** Where one pendant bought together with a plan goes, and the terms acknowledged (no quantity). */
export const shipmentSchema = pendantOrderSchema.omit({ quantity: true });

export type PendantOrderInput = z.input<typeof pendantOrderSchema>;
export type ShipmentInput = z.input<typeof shipmentSchema>;
export type PendantOrder = z.output<typeof pendantOrderSchema>;

/** The address as one block of lines, the way it goes on the parcel (orders.shipping_address). */
export function shippingAddressText(order: Pick<PendantOrder, 'fullName' | 'line1' | 'line2' | 'postalCode' | 'city' | 'country'>): string {
  return [order.fullName, order.line1, order.line2, `${order.postalCode.toUpperCase()} ${order.city}`, order.country].filter((line) => line.trim() !== '').join('\n');
}
