import { z } from '@/lib/zod';

/**
 * What the public-data webhook accepts: a Supabase Database Webhook's payload (it also carries
 * type, record and old_record, which are not needed: the table says what to expire), or just
 * `{ "table": "products" }`.
 */
export const publicDataWebhookSchema = z.object({
  table: z.string().min(1).max(63),
  schema: z.literal('public').optional(),
});
