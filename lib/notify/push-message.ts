import { createTranslator } from 'use-intl/core';
import { z } from '@/lib/zod';
import type { Tables } from '@/lib/database.types';
import { isLocale, type Locale } from '@/lib/i18n/routing';
import { routes } from '@/lib/routes';
import { localizedPath } from '@/lib/seo/urls';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import nl from '@/messages/nl.json';
import { messageTimeZone } from './message-time-zone';
import { isNoticeKind, renderNoticePush } from './notice-message';
import { alarmSource, messageMoment } from './sos-message';

const CATALOGUES = { en, nl, es } as const;

/**
 * What a browser receives (encrypted for that browser by web-push), and what public/sw.js shows:
 * a title and a line in the recipient's language, where a click leads and the tag that keeps one
 * notification per alarm (or per notice kind and member). An alarm carries its eventId; a notice
 * (lib/notify/notice-message.ts) has none. Never the position: a lock screen is not the place for
 * it, and the dashboard shows it to those allowed to see it.
 */
export type PushPayload = { title: string; body: string; eventId?: string; url: string; tag: string };

export type PushRow = Pick<Tables<'notifications'>, 'kind' | 'language' | 'params' | 'event_id'> &
  Partial<Pick<Tables<'notifications'>, 'recipient_user_id'>>;

const paramsSchema = z.object({
  member_name: z.string().nullish(),
  member_country: z.string().nullish(),
  source: z.string().nullish(),
  due_at: z.string().nullish(),
  silent: z.boolean().nullish(),
});

/** The member dashboard in the recipient's language, opened on this alarm (`?alert=`). */
export function alertUrl(eventId: string, locale: Locale): string {
  return `${localizedPath(routes.memberDashboard, locale)}?alert=${encodeURIComponent(eventId)}`;
}

/** One notification per alarm on a device: a retry or a second send replaces it, and rings again. */
export const alertTag = (eventId: string) => `sos-${eventId}`;

/**
 * A push service keeps only the newest undelivered message per topic (RFC 8030 §5.4): one per
 * alarm. Topics are at most 32 base64url characters: the event id without its dashes.
 */
export const alertTopic = (eventId: string) => eventId.replace(/-/g, '').slice(0, 32);

/**
 * The topic of a payload: the alarm's, or for a notice its tag, which is built to be one
 * (lib/notify/notice-message.ts, noticeTag): one per notice kind and member.
 */
export const pushTopic = (payload: PushPayload) =>
  payload.eventId ? alertTopic(payload.eventId) : payload.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32);

/**
 * Throws when the row cannot be rendered (a kind that is never pushed, an alert without its alarm):
 * that row fails, alone. Notices are written by lib/notify/notice-message.ts.
 */
export function renderPushPayload(row: PushRow): PushPayload {
  if (isNoticeKind(row.kind)) return renderNoticePush({ ...row, kind: row.kind });
  if (row.kind !== 'sos_alert' && row.kind !== 'test_alert') throw new Error(`no push text for notification kind "${row.kind}"`);
  if (!row.event_id) throw new Error('a push alert needs its alarm');
  const locale = isLocale(row.language) ? row.language : 'en';
  const t = createTranslator({ locale, messages: CATALOGUES[locale], namespace: 'Push.message' });
  const params = paramsSchema.parse(row.params);
  const name = params.member_name?.trim() || t('someone');
  const text = (() => {
    if (row.kind === 'test_alert') return { title: t('testTitle', { name }), body: t('testBody', { name }) };
    // A duress code: the lock screen says danger, and not to ring the member's phone.
    if (params.silent === true) return { title: t('sourceTitle.duress', { name }), body: t('sourceBody.duress', { name }) };
    const source = alarmSource(params.source);
    if (source === 'pendant' || source === 'fall') return { title: t(`sourceTitle.${source}`, { name }), body: t(`sourceBody.${source}`, { name }) };
    if (source !== 'check_in') return { title: t('alertTitle', { name }), body: t('alertBody', { name }) };
    // The due time on the member's clock, named (a browser has no number to go by); the note
    // stays off the lock screen, like the position.
    if (!params.due_at || Number.isNaN(Date.parse(params.due_at))) return { title: t('sourceTitle.check_in', { name }), body: t('sourceBody.check_in_unknown', { name }) };
    const due = messageMoment(params.due_at, locale, messageTimeZone({ recipientPhone: null, memberCountry: params.member_country ?? null }));
    return { title: t('sourceTitle.check_in', { name }), body: t('sourceBody.check_in', { name, time: due.time, zone: due.zone }) };
  })();
  return {
    ...text,
    eventId: row.event_id,
    url: alertUrl(row.event_id, locale),
    tag: alertTag(row.event_id),
  };
}
