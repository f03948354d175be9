import { z } from '@/lib/zod';
import { routes } from '@/lib/routes';

/**
 * The protection check (docs/product.md#protection-check): whether each link of the chain that
 * carries a member's alarm holds, as `public.protection_check(member)` works it out in the
 * database (migration 20261201000300), so the dashboards, the family's view and the weekly e-mail
 * never disagree. This file only reads its answer and puts what is missing first.
 */
export const PROTECTION_CHECK_KEYS = ['plan', 'contactAgreed', 'familyLinked', 'push', 'drill', 'medicalId', 'personalDetails', 'pendant'] as const;
export type ProtectionCheckKey = (typeof PROTECTION_CHECK_KEYS)[number];

const subscriptionStatus = z.enum(['active', 'trialing', 'past_due', 'incomplete', 'canceled']);

/** One check as the database answers it; `ok` is whether it holds, the rest says what it found. */
const checkSchema = z.discriminatedUnion('key', [
  z.object({ key: z.literal('plan'), ok: z.boolean(), status: subscriptionStatus.nullable() }),
  z.object({
    key: z.literal('contactAgreed'),
    ok: z.boolean(),
    agreed: z.number().int(),
    waiting: z.number().int(),
    declined: z.number().int(),
    total: z.number().int(),
  }),
  z.object({ key: z.literal('familyLinked'), ok: z.boolean(), linked: z.number().int() }),
  /** Only when family receive alerts: of them, how many switched alerts on in a browser, and how many a push reached in 30 days. */
  z.object({ key: z.literal('push'), ok: z.boolean(), linked: z.number().int(), subscribed: z.number().int(), reached: z.number().int() }),
  /** A drill in the last 30 days; the next scheduled one, if any. */
  z.object({ key: z.literal('drill'), ok: z.boolean(), lastDrillAt: z.string().nullable(), nextDrillAt: z.string().nullable() }),
  z.object({ key: z.literal('medicalId'), ok: z.boolean() }),
  z.object({ key: z.literal('personalDetails'), ok: z.boolean(), hasName: z.boolean(), hasPhone: z.boolean() }),
  z.object({
    key: z.literal('pendant'),
    ok: z.boolean(),
    name: z.string().nullable(),
    lastSeenAt: z.string().nullable(),
    battery: z.number().int().nullable(),
    silentHours: z.number().int(),
    lowPercent: z.number().int(),
  }),
]);
export type ProtectionCheckItem = z.infer<typeof checkSchema>;

export const protectionCheckSchema = z.object({
  /** The badge: Protected only when the essentials hold (isEssentiallyProtected, in SQL too). */
  protected: z.boolean(),
  /** Whether the member's alarms also reach the Spain call centre (an active Spain plan). */
  callCentre: z.boolean(),
  checks: z.array(checkSchema),
});
export type ProtectionCheck = z.infer<typeof protectionCheckSchema>;

/**
 * The essentials behind "Protected" (docs/product.md#protection-check): an active or trialing plan,
 * and someone an alarm reaches who will act on it — an emergency contact who agreed, a family
 * member or carer who receives alerts, or the Spain call centre. The database decides the badge;
 * this is the same rule for the unit tests and for anyone reading the code.
 */
export function isEssentiallyProtected(check: Pick<ProtectionCheck, 'checks' | 'callCentre'>): boolean {
  const holds = (key: ProtectionCheckKey) => check.checks.some((item) => item.key === key && item.ok);
  return holds('plan') && (holds('contactAgreed') || holds('familyLinked') || check.callCentre);
}

/** The checks an alarm cannot do without come first among the missing ones. */
const ESSENTIAL_FIRST: readonly ProtectionCheckKey[] = ['plan', 'contactAgreed', 'familyLinked', 'push', 'pendant', 'drill', 'personalDetails', 'medicalId'];

/**
 * What is missing first (essentials before the rest), then what holds, each group in a fixed
 * order, whichever the badge says (issue 47): the member reads the next thing to do at the top.
 */
export function orderedChecks(checks: readonly ProtectionCheckItem[]): ProtectionCheckItem[] {
  const rank = (item: ProtectionCheckItem) => (item.ok ? ESSENTIAL_FIRST.length : 0) + ESSENTIAL_FIRST.indexOf(item.key);
  return [...checks].sort((a, b) => rank(a) - rank(b));
}

/** Where the member fixes each check: the one page that holds its action. */
export const FIX_ROUTE: Record<ProtectionCheckKey, string> = {
  plan: routes.subscription,
  contactAgreed: routes.contacts,
  familyLinked: routes.family,
  // Family switch alerts on themselves; a drill then proves a push reaches them.
  push: routes.drills,
  drill: routes.drills,
  medicalId: routes.medicalId,
  personalDetails: routes.personalDetails,
  pendant: routes.devices,
};

/** Reads the database's answer; a shape it does not know is an error, never a guess. */
export function parseProtectionCheck(value: unknown): ProtectionCheck {
  return protectionCheckSchema.parse(value);
}
