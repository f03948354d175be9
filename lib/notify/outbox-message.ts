import { z } from '@/lib/zod';
import type { Tables } from '@/lib/database.types';
import { isLocale } from '@/lib/i18n/routing';
import type { LatLng } from '@/lib/sos/haversine';
import { isNoticeKind, renderNoticeMessage } from './notice-message';
import { alarmSource, composeSosMessage, type SosMessageKind } from './sos-message';

/**
 * An outbox row's text, rendered when it is sent (docs/architecture.md#sos-delivery): the row holds
 * the kind, the parameters and the recipient's language; the words come from messages/<language>.json.
 * Anything a member typed is a parameter, so it can make a message long but never invalid.
 * The channel and address say how the text travels: an SMS names its sender, and its number tells
 * the recipient's time zone. Alarms are written by lib/notify/sos-message.ts, the other notices
 * (check-in reminder, a silent pendant, a low battery, a lost browser) by lib/notify/notice-message.ts.
 * The recipient's id, when given, tells a notice whether it speaks to the member or to family.
 */
export type OutboxRow = Pick<Tables<'notifications'>, 'kind' | 'language' | 'params' | 'channel' | 'recipient_address'> &
  Partial<Pick<Tables<'notifications'>, 'recipient_user_id'>>;

/**
 * What private.sos_message_params writes (20261129000200_sos_message_context.sql, then
 * 20261130000200_check_ins.sql: the source, the check-in's note and due time, silent for a duress
 * code, and how an ended alarm ended). Rows queued before those migrations lack some: they render with the older advice,
 * the UTC time and the words of a tapped SOS, all still true.
 */
const paramsSchema = z.object({
  member_name: z.string().nullish(),
  member_phone: z.string().nullish(),
  member_country: z.string().nullish(),
  started_at: z.string(),
  outcome: z.enum(['resolved', 'cancelled', 'false_alarm']).nullish(),
  // Free text, narrowed when used: a source or detail added later must not fail the row.
  source: z.string().nullish(),
  note: z.string().nullish(),
  due_at: z.string().nullish(),
  outcome_detail: z.string().nullish(),
  silent: z.boolean().nullish(),
});

const KINDS: readonly SosMessageKind[] = ['sos_alert', 'test_alert', 'sos_ended'];
const isKind = (kind: string): kind is SosMessageKind => (KINDS as readonly string[]).includes(kind);
const CHANNELS = ['email', 'sms', 'in_app'] as const;
const isChannel = (channel: string): channel is (typeof CHANNELS)[number] => (CHANNELS as readonly string[]).includes(channel);

/** Throws when the row cannot be rendered (an unknown kind or channel, missing parameters): that row fails, alone. */
export function renderOutboxMessage(row: OutboxRow, position: LatLng | null): { subject: string; body: string } {
  if (isNoticeKind(row.kind)) return renderNoticeMessage({ ...row, kind: row.kind });
  if (!isKind(row.kind)) throw new Error(`no text for notification kind "${row.kind}"`);
  if (!isChannel(row.channel)) throw new Error(`no text for notification channel "${row.channel}"`);
  const params = paramsSchema.parse(row.params);
  return composeSosMessage({
    kind: row.kind,
    language: isLocale(row.language) ? row.language : 'en',
    channel: row.channel,
    recipientAddress: row.recipient_address,
    memberName: params.member_name ?? null,
    memberPhone: params.member_phone ?? null,
    memberCountry: params.member_country ?? null,
    startedAt: params.started_at,
    position,
    outcome: params.outcome ?? undefined,
    source: alarmSource(params.source),
    note: params.note ?? null,
    dueAt: params.due_at ?? null,
    outcomeDetail: params.outcome_detail ?? null,
    silent: params.silent === true,
  });
}
