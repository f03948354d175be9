import { createTranslator } from 'use-intl/core';
import { z } from '@/lib/zod';
import type { Tables } from '@/lib/database.types';
import { isLocale, type Locale } from '@/lib/i18n/routing';
import { routes } from '@/lib/routes';
import { localizedPath, siteUrl } from '@/lib/seo/urls';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import nl from '@/messages/nl.json';
import { messageTimeZone } from './message-time-zone';
import type { PushPayload } from './push-message';
import { messageMoment } from './sos-message';
import { PROTECTION_CHECK_KEYS } from '@/lib/protection-check/rules';

const CATALOGUES = { en, nl, es } as const;

/**
 * The notices that are not about an alarm (issue 46; docs/architecture.md#sos-delivery): the member's
 * check-in is nearly due; a pendant went quiet or its battery is low (to the member, and to family
 * with device-status permission); a browser's push subscription is gone (to its owner). Queued in
 * the outbox like alarms (private.queue_user_notice) and written here at send time in the
 * recipient's language, for e-mail, in-app and push; never by SMS. Issue 47 adds the weekly e-mail
 * about gaps in the member's protection check (docs/product.md#protection-check), e-mail only, and
 * the reminder of tomorrow's scheduled drill (docs/product.md#drills).
 */
export const NOTICE_KINDS = ['check_in_reminder', 'device_silent', 'device_battery_low', 'push_gone', 'protection_gaps', 'drill_reminder'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];
export const isNoticeKind = (kind: string): kind is NoticeKind => (NOTICE_KINDS as readonly string[]).includes(kind);

export type NoticeRow = Pick<Tables<'notifications'>, 'kind' | 'language' | 'params' | 'channel'> &
  Partial<Pick<Tables<'notifications'>, 'recipient_user_id'>>;

/*
 * The parameters per kind (private.queue_user_notice's callers, migrations 20261130000200 and
 * 20261130000300). `audience` ('member' or 'family') says whom a pendant notice speaks to: the
 * member ("Your pendant") or family ("Ana's pendant"). Without it, a `member_id` equal to the
 * recipient means the member; when unsure the text names the member, which is true for either
 * reader. With `member_country` times are on the member's clock, named, instead of UTC.
 */
const member = {
  audience: z.string().nullish(),
  member_id: z.string().nullish(),
  member_name: z.string().nullish(),
  member_country: z.string().nullish(),
};
type MemberParams = { audience?: string | null; member_id?: string | null; member_name?: string | null };
const checkInReminderParams = z.object({ ...member, due_at: z.string(), note: z.string().nullish() });
const deviceSilentParams = z.object({ ...member, device_name: z.string().nullish(), last_seen_at: z.string(), hours: z.number() });
const batteryParams = z.object({ ...member, device_name: z.string().nullish(), battery: z.number() });
const pushGoneParams = z.object({ user_agent: z.string().nullish() });
/** The check's keys (lib/protection-check/rules.ts), in the order run_protection_digest found them. */
const drillReminderParams = z.object({ ...member, due_at: z.string(), time_zone: z.string() });
const protectionGapsParams = z.object({ ...member, missing: z.array(z.enum(PROTECTION_CHECK_KEYS)).min(1), protected: z.boolean() });

function locale(row: NoticeRow): Locale {
  return isLocale(row.language) ? row.language : 'en';
}

const noticeTranslator = (language: Locale) => createTranslator({ locale: language, messages: CATALOGUES[language], namespace: 'Notices' });
type NoticeTranslator = ReturnType<typeof noticeTranslator>;

/** Who a notice about a member speaks to: the member themself, or (when unsure) family, by name. */
function toMember(row: NoticeRow, params: MemberParams): boolean {
  if (params.audience === 'member' || params.audience === 'family') return params.audience === 'member';
  return Boolean(params.member_id && row.recipient_user_id && params.member_id === row.recipient_user_id);
}

/** The member's id for a tag: given, or the recipient's when the notice speaks to the member. */
function memberKey(row: NoticeRow, params: MemberParams): string | null {
  return params.member_id || (toMember(row, params) ? (row.recipient_user_id ?? null) : null);
}

function memberName(language: Locale, name: string | null | undefined): string {
  return name?.trim() || createTranslator({ locale: language, messages: CATALOGUES[language], namespace: 'SosNotify' })('someone');
}

/** A time on the member's clock, named (lib/notify/message-time-zone.ts): e-mail has no number to go by. */
const moment = (iso: string, language: Locale, memberCountry: string | null | undefined) =>
  messageMoment(iso, language, messageTimeZone({ recipientPhone: null, memberCountry: memberCountry ?? null }));

/** The words a notice needs, whatever the channel: its texts, and where it leads. */
type NoticeWords = {
  subject: string;
  /** The sentences of the e-mail and in-app body, before the link or the action. */
  text: string[];
  /** The last sentence of an e-mail (with the link) and of an in-app notice (without it). */
  emailAction: (url: string) => string;
  inAppAction: string | null;
  path: string;
  push: { title: string; body: string } | null;
  /** One notification per kind per member on a device; the push topic too (base64url, ≤ 32). */
  tag: string | null;
};

function wordsOf(row: NoticeRow & { kind: NoticeKind }): NoticeWords {
  const language = locale(row);
  const t = noticeTranslator(language);
  switch (row.kind) {
    case 'check_in_reminder':
      return checkInReminder(row, language, t);
    case 'device_silent':
      return deviceSilent(row, language, t);
    case 'device_battery_low':
      return batteryLow(row, language, t);
    case 'push_gone':
      return pushGone(row, language, t);
    case 'protection_gaps':
      return protectionGaps(row, language, t);
    case 'drill_reminder':
      return drillReminder(row, language, t);
  }
}

function checkInReminder(row: NoticeRow, language: Locale, t: NoticeTranslator): NoticeWords {
  const params = checkInReminderParams.parse(row.params);
  const due = moment(params.due_at, language, params.member_country);
  const note = params.note?.trim();
  return {
    subject: t('checkInReminder.subject', { time: due.time }),
    text: [t('checkInReminder.body', { time: due.time, zone: due.zone }), ...(note ? [t('checkInReminder.note', { note })] : [])],
    emailAction: (url) => t('checkInReminder.actionLink', { url }),
    inAppAction: t('checkInReminder.action'),
    path: localizedPath(routes.checkIn, language),
    // The note stays off the lock screen, as an alarm's position does (lib/notify/push-message.ts).
    push: { title: t('checkInReminder.pushTitle', { time: due.time, zone: due.zone }), body: t('checkInReminder.pushBody') },
    // The reminder always goes to the member: their own id keys it when the row lacks member_id.
    tag: noticeTag('check-in', params.member_id ?? row.recipient_user_id, params.member_name),
  };
}

function deviceSilent(row: NoticeRow, language: Locale, t: NoticeTranslator): NoticeWords {
  const params = deviceSilentParams.parse(row.params);
  const since = moment(params.last_seen_at, language, params.member_country);
  const hours = Math.max(1, Math.floor(params.hours));
  const common = {
    emailAction: (url: string) => t('openLink', { url }),
    inAppAction: null,
    path: localizedPath(routes.memberDashboard, language),
    tag: noticeTag('silent', memberKey(row, params), params.member_name),
  };
  if (toMember(row, params)) {
    const device = params.device_name?.trim() || t('yourPendant');
    return {
      ...common,
      subject: t('deviceSilent.subject', { device, hours }),
      text: [t('deviceSilent.body', { device, ...since }), t('deviceSilent.advice')],
      push: { title: t('deviceSilent.subject', { device, hours }), body: t('deviceSilent.pushBody') },
    };
  }
  const name = memberName(language, params.member_name);
  return {
    ...common,
    subject: t('deviceSilent.familySubject', { member: name, hours }),
    text: [t('deviceSilent.familyBody', { member: name, ...since }), t('deviceSilent.familyAdvice', { member: name })],
    push: { title: t('deviceSilent.familySubject', { member: name, hours }), body: t('deviceSilent.familyPushBody', { member: name }) },
  };
}

function batteryLow(row: NoticeRow, language: Locale, t: NoticeTranslator): NoticeWords {
  const params = batteryParams.parse(row.params);
  const battery = Math.round(params.battery);
  const common = {
    emailAction: (url: string) => t('openLink', { url }),
    inAppAction: null,
    path: localizedPath(routes.memberDashboard, language),
    tag: noticeTag('battery', memberKey(row, params), params.member_name),
  };
  if (toMember(row, params)) {
    const device = params.device_name?.trim() || t('yourPendant');
    return {
      ...common,
      subject: t('deviceBatteryLow.subject', { device, battery }),
      text: [t('deviceBatteryLow.body', { device, battery })],
      push: { title: t('deviceBatteryLow.subject', { device, battery }), body: t('deviceBatteryLow.pushBody') },
    };
  }
  const name = memberName(language, params.member_name);
  return {
    ...common,
    subject: t('deviceBatteryLow.familySubject', { member: name, battery }),
    text: [t('deviceBatteryLow.familyBody', { member: name, battery })],
    push: { title: t('deviceBatteryLow.familySubject', { member: name, battery }), body: t('deviceBatteryLow.familyPushBody', { member: name }) },
  };
}

function pushGone(row: NoticeRow, language: Locale, t: NoticeTranslator): NoticeWords {
  const params = pushGoneParams.parse(row.params);
  const seen = describeBrowser(params.user_agent);
  const browser = seen ? t('pushGone.browserOn', seen) : t('pushGone.someBrowser');
  // The switch's own label (components/push/push-alerts-card.tsx), so the text names what they see.
  const switchLabel = createTranslator({ locale: language, messages: CATALOGUES[language], namespace: 'Push' })('card.switchLabel');
  return {
    subject: t('pushGone.subject'),
    text: [t('pushGone.body', { browser })],
    emailAction: (url) => t('pushGone.actionLink', { switchLabel, url }),
    inAppAction: t('pushGone.action', { switchLabel }),
    path: localizedPath(routes.memberDashboard, language),
    // Never pushed: the browser that would show it is the one push no longer reaches.
    push: null,
    tag: null,
  };
}

/**
 * The day before a scheduled drill (run_drill_watch, migration 20261201000200): when, on the clock
 * the member chose for it (its IANA zone, named), and where to skip it.
 */
function drillReminder(row: NoticeRow, language: Locale, t: NoticeTranslator): NoticeWords {
  const params = drillReminderParams.parse(row.params);
  const at = new Date(params.due_at);
  const time = new Intl.DateTimeFormat(language, { timeStyle: 'short', timeZone: params.time_zone }).format(at);
  const zone = params.time_zone.replace(/_/g, ' ');
  return {
    subject: t('drillReminder.subject', { time }),
    text: [t('drillReminder.body', { time, zone })],
    emailAction: (url) => t('drillReminder.actionLink', { url }),
    inAppAction: t('drillReminder.action'),
    path: localizedPath(routes.drills, language),
    push: { title: t('drillReminder.pushTitle', { time, zone }), body: t('drillReminder.pushBody') },
    tag: noticeTag('drill', params.member_id ?? row.recipient_user_id, params.member_name),
  };
}

/**
 * The weekly e-mail (run_protection_digest, migration 20261201000300): each gap in one sentence, and
 * what the dashboard's badge says because of them. E-mail only: it is a digest, not news to push.
 */
function protectionGaps(row: NoticeRow, language: Locale, t: NoticeTranslator): NoticeWords {
  const params = protectionGapsParams.parse(row.params);
  const count = params.missing.length;
  return {
    subject: t('protectionGaps.subject', { count }),
    text: [
      t('protectionGaps.intro', { count }),
      ...params.missing.map((key) => t(`protectionGaps.gap.${key}`)),
      params.protected ? t('protectionGaps.stillProtected') : t('protectionGaps.notProtected'),
    ],
    emailAction: (url) => t('protectionGaps.actionLink', { url }),
    inAppAction: t('protectionGaps.action'),
    path: localizedPath(routes.memberDashboard, language),
    push: null,
    tag: null,
  };
}

/**
 * A notice's e-mail subject and body, or its in-app title and text, in the recipient's language.
 * The e-mail links the page where the recipient acts, on the site's configured public origin
 * (NEXT_PUBLIC_SITE_URL, as every link we send; never a request's); in-app it names the action
 * without a link, since the reader is in the app already. Throws for a channel a notice never
 * uses (SMS, and push, which renderNoticePush writes) or parameters it cannot read.
 */
export function renderNoticeMessage(row: NoticeRow & { kind: NoticeKind }, origin: string = new URL(siteUrl()).origin): { subject: string; body: string } {
  if (row.channel !== 'email' && row.channel !== 'in_app') throw new Error(`no text for a ${row.kind} notice by "${row.channel}"`);
  const words = wordsOf(row);
  const action = row.channel === 'email' ? words.emailAction(`${origin}${words.path}`) : words.inAppAction;
  return { subject: words.subject, body: [...words.text, ...(action ? [action] : [])].join(' ') };
}

/**
 * A notice as a browser shows it (public/sw.js): a short title and line, where a tap leads (a
 * same-site path in the recipient's language) and its tag. No eventId: it is not an alarm.
 * Throws for push_gone, which is never pushed.
 */
export function renderNoticePush(row: Omit<NoticeRow, 'channel'> & { kind: NoticeKind }): PushPayload {
  const words = wordsOf({ ...row, channel: 'push' });
  if (!words.push || !words.tag) throw new Error(`a ${row.kind} notice is never pushed`);
  return { ...words.push, url: words.path, tag: words.tag };
}

/**
 * `<kind>-<member>`, at most 32 characters of [A-Za-z0-9-]: one notification per kind per member on
 * a device (a newer one replaces it), and a valid Web Push topic (RFC 8030 §5.4), so the push
 * service keeps only the newest too. The member is their id without dashes (cut to fit: still
 * ~90 bits), or, on a row without one, a hash of their name.
 */
export function noticeTag(kind: 'check-in' | 'silent' | 'battery' | 'drill', memberId: string | null | undefined, name: string | null | undefined): string {
  const id = memberId?.replace(/[^A-Za-z0-9]/g, '') || fnv1a(name?.trim() ?? '');
  return `${kind}-${id}`.slice(0, 32);
}

/** FNV-1a (32 bits) as 8 hex digits: a short, stable stand-in, not a secret. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\/|\bChrome\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/\bAndroid\b/, 'Android'],
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/**
 * "Chrome" on "Android" from a subscription's user agent, so the reader knows which browser lost
 * its alerts; null when either part is unknown (the text then says "one of your browsers").
 * Order matters: Edge and Opera also say Chrome, Chrome also says Safari, Android also says Linux.
 */
export function describeBrowser(userAgent: string | null | undefined): { browser: string; system: string } | null {
  if (!userAgent) return null;
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  return browser && system ? { browser, system } : null;
}
