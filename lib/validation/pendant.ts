import { z } from '@/lib/zod';

/**
 * A pendant status report from the browser, bounded like the `devices` columns so a bad value is
 * rejected whole instead of failing halfway in the database.
 */
export const pendantReadingSchema = z
  .object({
    hardwareId: z.string().trim().min(1).max(200),
    name: z.string().trim().min(1).max(100),
    battery: z.number().int().min(0).max(100).nullable(),
    heartRate: z.number().int().min(20).max(250).nullable(),
  })
  .refine((reading) => reading.battery !== null || reading.heartRate !== null, {
    message: 'A reading needs a battery level or a heart rate',
  });

export type PendantReadingInput = z.input<typeof pendantReadingSchema>;
