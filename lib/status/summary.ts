import { z } from '@/lib/zod';

/**
 * What `public.status_summary()` (migration 20261202000200) measures for the public status page
 * (docs/product.md#status-page), parsed at the boundary so the page, the JSON API and the bench
 * read one typed shape. Times are milliseconds from the alarm being raised to the provider
 * accepting the message (the outbox row's sent_at); a percentile is null when nothing was measured.
 */
export const STATUS_CHANNELS = ['in_app', 'push', 'email', 'sms'] as const;
export type StatusChannel = (typeof STATUS_CHANNELS)[number];

/** The windows the page shows: the last hour, day and 90 days. */
export const STATUS_WINDOWS = ['hour', 'day', 'quarter'] as const;
export type StatusWindow = (typeof STATUS_WINDOWS)[number];

const count = z.number().int().min(0);
const millis = z.number().min(0).nullable();

const percentiles = { p50Ms: millis, p95Ms: millis, p99Ms: millis };

/**
 * The synthetic alarm's rows of one channel in one window. `measured` rows are those that had their
 * chance (sent, failed, or due over a minute ago); `firstAttempt` of them were accepted at the
 * first try; `failed` were not accepted at all (failed, or still waiting for a retry).
 */
export const probeChannelWindowSchema = z.object({
  measured: count,
  firstAttempt: count,
  failed: count,
  ...percentiles,
});
export type ProbeChannelWindow = z.infer<typeof probeChannelWindowSchema>;

/** The website check: the dispatcher's GET of the app's health route, with its answer time. */
export const websiteWindowSchema = z.object({ checks: count, ok: count, ...percentiles });
export type WebsiteWindow = z.infer<typeof websiteWindowSchema>;

/**
 * Below this many messages in a window `status_summary()` gives no percentiles for real alarms:
 * so few times could point at one member's alarm (the SQL holds the same number).
 */
export const REAL_ALARMS_SHOWN_FROM = 5;

/** Real alarms' delivery, aggregated: percentiles are null when fewer than 5 rows (no one is singled out). */
export const realChannelWindowSchema = z.object({ count, ...percentiles });
export type RealChannelWindow = z.infer<typeof realChannelWindowSchema>;

/** Call-centre answer times of real alarms in the Spain region over `days` (drills and probes excluded). */
export const callCentreSchema = z.object({
  days: z.number().int().min(1),
  /** Alarms that were answered, or waited over 60 s without being answered. */
  alarms: count,
  answered: count,
  within60: count,
  within180: count,
  meanSeconds: z.number().min(0).nullable(),
  /** Alarms open now and unanswered for over 180 s. */
  waitingOver180: count,
});
export type CallCentreFigures = z.infer<typeof callCentreSchema>;

const dayChannelSchema = z.object({ measured: count, firstAttempt: count, failed: count, p95Ms: millis });
export type DayChannel = z.infer<typeof dayChannelSchema>;

/** One UTC day of the 90-day history, oldest first. */
export const statusDaySchema = z.object({
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  probesRaised: count,
  website: z.object({ checks: count, ok: count, p95Ms: millis }),
  channels: z.object({ in_app: dayChannelSchema, push: dayChannelSchema, email: dayChannelSchema, sms: dayChannelSchema }),
  callCentre: z.object({ alarms: count, within60: count, within180: count }),
});
export type StatusDay = z.infer<typeof statusDaySchema>;

export const STATUS_COMPONENTS = ['website', 'alarms', 'email', 'sms', 'push', 'call_centre'] as const;
export type StatusComponentId = (typeof STATUS_COMPONENTS)[number];

export const INCIDENT_STATUSES = ['investigating', 'identified', 'monitoring', 'resolved'] as const;
export type IncidentStatus = (typeof INCIDENT_STATUSES)[number];

/** Statuspage's impact levels: what the team judged, beside what was measured. */
export const INCIDENT_IMPACTS = ['minor', 'major', 'critical'] as const;
export type IncidentImpact = (typeof INCIDENT_IMPACTS)[number];

export const incidentUpdateSchema = z.object({
  id: z.string().uuid(),
  status: z.enum(INCIDENT_STATUSES),
  body: z.string(),
  createdAt: z.string(),
});
export type IncidentUpdate = z.infer<typeof incidentUpdateSchema>;

export const incidentSchema = z.object({
  id: z.string().uuid(),
  title: z.string(),
  impact: z.enum(INCIDENT_IMPACTS),
  components: z.array(z.enum(STATUS_COMPONENTS)),
  status: z.enum(INCIDENT_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  resolvedAt: z.string().nullable(),
  /** Newest first, as status pages show them. */
  updates: z.array(incidentUpdateSchema),
});
export type StatusIncident = z.infer<typeof incidentSchema>;

const byChannel = <T extends z.ZodTypeAny>(schema: T) =>
  z.object({ in_app: schema, push: schema, email: schema, sms: schema });
const byWindow = <T extends z.ZodTypeAny>(schema: T) => z.object({ hour: schema, day: schema, quarter: schema });

export const statusSummarySchema = z.object({
  generatedAt: z.string(),
  probe: z.object({
    /** Whether a synthetic alarm is set up at all (STATUS_PROBE_* on the dispatcher). */
    configured: z.boolean(),
    intervalSeconds: z.number().int().min(1).nullable(),
    lastRaisedAt: z.string().nullable(),
    /** Which channels the probe has a recipient for: a channel without one is not measured. */
    channels: z.array(z.enum(STATUS_CHANNELS)),
  }),
  probeChannels: byChannel(byWindow(probeChannelWindowSchema)),
  website: byWindow(websiteWindowSchema).extend({ lastCheckAt: z.string().nullable() }),
  realAlarms: byChannel(z.object({ day: realChannelWindowSchema, quarter: realChannelWindowSchema })),
  callCentre: callCentreSchema,
  /** 90 UTC days, oldest first, today last. */
  daily: z.array(statusDaySchema),
  /** Unresolved incidents, and those of the last 90 days (for the daily bars), newest first. */
  incidents: z.array(incidentSchema),
});
export type StatusSummary = z.infer<typeof statusSummarySchema>;
