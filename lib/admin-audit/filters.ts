import { firstParam } from '@/lib/search-param';

/**
 * The audit page's filters, from its query string (?kind=catalogue&period=7d&page=2). Anything
 * unreadable falls back to the default (every kind, the last 30 days, page 1), never a 500.
 */
export const AUDIT_PAGE_SIZE = 25;

/**
 * The kinds of admin action (the part of admin_audit.action before the dot) and the tables each
 * kind changes. The filter asks for the tables, which admin_audit indexes (entity, at).
 */
export const AUDIT_KINDS = {
  content: ['site_content'],
  catalogue: ['subscription_plans', 'products', 'regional_services'],
  member: ['profiles'],
  incident: ['sos_events'],
  inbox: ['contact_messages'],
  // An incident and each update posted on it (docs/product.md#status-page).
  status: ['status_incidents', 'status_incident_updates'],
} as const;
export type AuditKind = keyof typeof AUDIT_KINDS;

export const AUDIT_PERIODS = ['1d', '7d', '30d', 'all'] as const;
export type AuditPeriod = (typeof AUDIT_PERIODS)[number];
const PERIOD_DAYS: Record<Exclude<AuditPeriod, 'all'>, number> = { '1d': 1, '7d': 7, '30d': 30 };

/** Far past any real log; a larger page number is a typo or a probe. */
const MAX_PAGE = 100_000;

export type AuditFilters = { kind: AuditKind | null; period: AuditPeriod; page: number };

const isKind = (value: string | undefined): value is AuditKind => value !== undefined && Object.hasOwn(AUDIT_KINDS, value);
const isPeriod = (value: string | undefined): value is AuditPeriod => (AUDIT_PERIODS as readonly string[]).includes(value ?? '');

export function parseAuditFilters(query: Record<string, string | string[] | undefined>): AuditFilters {
  const kind = firstParam(query.kind);
  const period = firstParam(query.period);
  const page = Number(firstParam(query.page));
  return {
    kind: isKind(kind) ? kind : null,
    period: isPeriod(period) ? period : '30d',
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** The start of the period (inclusive), or null for all time. */
export function periodStart(period: AuditPeriod, now: Date = new Date()): Date | null {
  return period === 'all' ? null : new Date(now.getTime() - PERIOD_DAYS[period] * 24 * 60 * 60 * 1000);
}

/** The filters as query parameters for links (pagination), leaving defaults out. */
export function filtersQuery(filters: Pick<AuditFilters, 'kind' | 'period'>): Record<string, string> {
  return { ...(filters.kind ? { kind: filters.kind } : {}), ...(filters.period !== '30d' ? { period: filters.period } : {}) };
}

/** The kind of an action (content.update → content), null for one this page does not know. */
export function actionKind(action: string): AuditKind | null {
  const kind = action.split('.')[0];
  return isKind(kind) ? kind : null;
}
