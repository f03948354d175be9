import { createTranslator } from 'use-intl/core';
import { z } from '@/lib/zod';
import type { Tables } from '@/lib/database.types';
import { isLocale, type Locale } from '@/lib/i18n/routing';
import { routes } from '@/lib/routes';
import { localizedPath } from '@/lib/seo/urls';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import nl from '@/messages/nl.json';

const CATALOGUES = { en, nl, es } as const;

/**
 * What a family member's browser receives for an alarm (encrypted for that browser by web-push),
 * and what public/sw.js shows: a title and a line in the recipient's language, the alarm, where a
 * click leads and the tag that keeps one notification per alarm. Never the position: a lock screen
 * is not the place for it, and the dashboard shows it to those allowed to see it.
 */
export type PushPayload = { title: string; body: string; eventId: string; url: string; tag: string };

export type PushRow = Pick<Tables<'notifications'>, 'kind' | 'language' | 'params' | 'event_id'>;

const paramsSchema = z.object({ member_name: z.string().nullish() });

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

/** Throws when the row cannot be rendered (not an alert, no alarm): that row fails, alone. */
export function renderPushPayload(row: PushRow): PushPayload {
  if (row.kind !== 'sos_alert' && row.kind !== 'test_alert') throw new Error(`no push text for notification kind "${row.kind}"`);
  if (!row.event_id) throw new Error('a push alert needs its alarm');
  const locale = isLocale(row.language) ? row.language : 'en';
  const t = createTranslator({ locale, messages: CATALOGUES[locale], namespace: 'Push.message' });
  const name = paramsSchema.parse(row.params).member_name?.trim() || t('someone');
  const test = row.kind === 'test_alert';
  return {
    title: test ? t('testTitle', { name }) : t('alertTitle', { name }),
    body: test ? t('testBody', { name }) : t('alertBody', { name }),
    eventId: row.event_id,
    url: alertUrl(row.event_id, locale),
    tag: alertTag(row.event_id),
  };
}
