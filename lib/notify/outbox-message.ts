import { z } from '@/lib/zod';
import type { Tables } from '@/lib/database.types';
import { isLocale } from '@/lib/i18n/routing';
import type { LatLng } from '@/lib/sos/haversine';
import { composeSosMessage, type SosMessageKind } from './sos-message';

/**
 * An outbox row's text, rendered when it is sent (docs/architecture.md#sos-delivery): the row holds
 * the kind, the parameters and the recipient's language; the words come from messages/<language>.json.
 * Anything a member typed is a parameter, so it can make a message long but never invalid.
 */
export type OutboxRow = Pick<Tables<'notifications'>, 'kind' | 'language' | 'params'>;

const paramsSchema = z.object({
  member_name: z.string().nullish(),
  started_at: z.string(),
  outcome: z.enum(['resolved', 'cancelled', 'false_alarm']).nullish(),
});

const KINDS: readonly SosMessageKind[] = ['sos_alert', 'test_alert', 'sos_ended'];
const isKind = (kind: string): kind is SosMessageKind => (KINDS as readonly string[]).includes(kind);

/** Throws when the row cannot be rendered (an unknown kind, missing parameters): that row fails, alone. */
export function renderOutboxMessage(row: OutboxRow, position: LatLng | null): { subject: string; body: string } {
  if (!isKind(row.kind)) throw new Error(`no text for notification kind "${row.kind}"`);
  const params = paramsSchema.parse(row.params);
  return composeSosMessage({
    kind: row.kind,
    language: isLocale(row.language) ? row.language : 'en',
    memberName: params.member_name ?? null,
    startedAt: params.started_at,
    position,
    outcome: params.outcome ?? undefined,
  });
}
