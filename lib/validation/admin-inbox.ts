import { z } from '@/lib/zod';

/**
 * The admin inbox's inputs (issue 22): one schema for the reply form (instant feedback) and the
 * server actions (the real check). Messages are keys of `AdminInbox.errors`. The database checks
 * the reply's length again (record_contact_reply, ICE62), with the same bounds.
 */
export const REPLY_LIMITS = { body: { max: 5000 } } as const;

export type AdminInboxErrorKey = 'replyRequired' | 'replyTooLong';

const msg = (key: AdminInboxErrorKey) => ({ message: key });

export const contactMessageIdSchema = z.object({ id: z.uuid() });

export const contactReplySchema = z.object({
  id: z.uuid(),
  // A missing or non-text body (a crafted request) gets the same message as an empty one.
  body: z.string(msg('replyRequired')).trim().min(1, msg('replyRequired')).max(REPLY_LIMITS.body.max, msg('replyTooLong')),
});

export type ContactReplyInput = z.input<typeof contactReplySchema>;
