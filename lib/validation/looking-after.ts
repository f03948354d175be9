import { z } from '@/lib/zod';

/** "Show medical ID" for one member the caller looks after. */
export const memberReadSchema = z.object({ memberId: z.uuid() });

/** "Show location" of one of that member's alarms. */
export const locationReadSchema = z.object({ memberId: z.uuid(), eventId: z.uuid() });

/** "Leave": the family member ends their own link. */
export const leaveLinkSchema = z.object({ linkId: z.uuid() });
