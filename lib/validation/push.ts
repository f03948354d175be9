import { z } from '@/lib/zod';
import { locales } from '@/lib/i18n/routing';
import { PUSH_ENDPOINT_MAX_LENGTH, PUSH_SERVICE_ENDPOINT } from '@/lib/push/push-service-endpoint';

/**
 * A browser's Web Push subscription as the server actions take it (PushSubscription.toJSON() plus
 * a short browser description and the site language). The same rules as the table's checks on
 * push_subscriptions: an https endpoint on a known push service (lib/push/push-service-endpoint.ts,
 * never an address the dispatcher must not post to), and the two encryption keys in base64url.
 * Padding is stripped, as some browsers add it.
 */
export const PUSH_LIMITS = { endpoint: PUSH_ENDPOINT_MAX_LENGTH, userAgent: 200 } as const;
const unpadded = z.string().trim().transform((value) => value.replace(/=+$/, ''));

export const pushEndpointSchema = z.string().trim().max(PUSH_LIMITS.endpoint).regex(PUSH_SERVICE_ENDPOINT);

export const pushSubscriptionSchema = z.object({
  endpoint: pushEndpointSchema,
  keys: z.object({
    // An uncompressed P-256 point: 65 bytes, the first one 4, hence the leading "B".
    p256dh: unpadded.pipe(z.string().regex(/^B[A-Za-z0-9_-]{86}$/)),
    // The 16-byte authentication secret.
    auth: unpadded.pipe(z.string().regex(/^[A-Za-z0-9_-]{22}$/)),
  }),
  // Only for the person's list of devices: clipped, never refused.
  userAgent: z
    .string()
    .optional()
    .transform((value) => value?.trim().slice(0, PUSH_LIMITS.userAgent) || undefined),
  language: z.enum(locales),
});

export const removePushSubscriptionSchema = z.object({ endpoint: pushEndpointSchema });

export type PushSubscriptionInput = z.input<typeof pushSubscriptionSchema>;
