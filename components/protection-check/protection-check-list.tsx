import { getFormatter, getTranslations } from 'next-intl/server';
import { textLinkClass } from '@/components/dashboard/text-link-class';
import { OverviewSection } from '@/components/full-dashboard/overview-section';
import { Badge } from '@/components/ui/badge';
import { CheckIcon } from '@/components/ui/icons';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { FIX_ROUTE, orderedChecks, type ProtectionCheck, type ProtectionCheckItem } from '@/lib/protection-check/rules';

type Translate = Awaited<ReturnType<typeof getTranslations<'ProtectionCheck'>>>;
type Format = Awaited<ReturnType<typeof getFormatter>>;
type PendantItem = Extract<ProtectionCheckItem, { key: 'pendant' }>;
type PushItem = Extract<ProtectionCheckItem, { key: 'push' }>;
type DrillItem = Extract<ProtectionCheckItem, { key: 'drill' }>;

type Props = {
  check: ProtectionCheck;
  locale: Locale;
  /** The member reads what to do and gets a link; family read whom to ask (they cannot fix it). */
  viewer: 'member' | 'family';
  /** The member's name, for the family's "Ask Ana to …". */
  memberName?: string;
};

/** What one item says: what holds or is missing, why it matters, and what fixes it in both voices. */
type ItemText = { title: string; why: string; action: string; ask: string };

/**
 * Why the pendant check fails, worked out again here only to say it in words: the database decides
 * `ok` (not heard from for `silentHours`, or a battery under `lowPercent`; no battery reading is no
 * gap). A reason the page cannot see (the clock moved between the two) reads as "not connected".
 */
function pendantProblem(item: PendantItem, now: Date): 'never' | 'silent' | 'low' | 'other' {
  if (item.lastSeenAt === null) return 'never';
  if (now.getTime() - new Date(item.lastSeenAt).getTime() >= item.silentHours * 3_600_000) return 'silent';
  if (item.battery !== null && item.battery < item.lowPercent) return 'low';
  return 'other';
}

function pendantText(item: PendantItem, t: Translate, format: Format, now: Date, name: string): ItemText {
  const pendant = item.name?.trim() || t('pendant.fallbackName');
  const when = item.lastSeenAt ? format.relativeTime(new Date(item.lastSeenAt), now) : '';
  const seen = t('pendant.seen', { pendant, when, battery: item.battery ?? 0, hasBattery: item.battery === null ? 'no' : 'yes' });
  const problem = item.ok ? 'other' : pendantProblem(item, now);
  const titles = {
    never: () => t('pendant.never', { pendant }),
    silent: () => t('pendant.silent', { pendant, hours: item.silentHours, when }),
    low: () => t('pendant.low', { pendant, battery: item.battery ?? 0, lowPercent: item.lowPercent }),
    other: () => seen,
  };
  const fix = problem === 'low' ? 'battery' : 'connection';
  return {
    title: item.lastSeenAt === null ? titles.never() : item.ok ? seen : titles[problem](),
    why: t('pendant.why'),
    action: t('pendant.action', { problem: fix }),
    ask: t('pendant.ask', { problem: fix, name }),
  };
}

/**
 * Push alerts (docs/product.md#protection-check): proven only by a push the push service accepted
 * for a family device in the last 30 days. Until someone switched alerts on, a drill proves
 * nothing, so the member's step says to ask them first; family can switch on the device they read
 * this on.
 */
function pushText(item: PushItem, t: Translate, name: string): ItemText {
  const none = item.subscribed === 0 ? 'yes' : 'no';
  const title = item.ok
    ? t('push.ok', { count: item.reached })
    : item.subscribed === 0
      ? t('push.noneOn', { linked: item.linked })
      : t('push.notProven', { subscribed: item.subscribed, linked: item.linked });
  return { title, why: t('push.why'), action: t('push.action', { none }), ask: t('push.ask', { name }) };
}

/**
 * The drill (docs/product.md#drills): one in the last 30 days proves the whole chain. When it is
 * missing the line still says when the last one was, and when the scheduled one comes, so "No
 * drill" never hides that one is on its way.
 */
function drillText(item: DrillItem, t: Translate, format: Format, now: Date, name: string): ItemText {
  const when = (iso: string) => format.relativeTime(new Date(iso), now);
  const next = item.nextDrillAt ? [t('drill.next', { when: when(item.nextDrillAt) })] : [];
  const title = item.ok && item.lastDrillAt ? t('drill.ok', { when: when(item.lastDrillAt) }) : t('drill.missing');
  const parts = item.ok ? next : [...(item.lastDrillAt ? [t('drill.last', { when: when(item.lastDrillAt) })] : []), ...next];
  return {
    title: parts.length > 0 ? t('drill.withDetail', { title, detail: format.list(parts, { type: 'conjunction' }) }) : title,
    why: t('drill.why'),
    action: t('drill.action'),
    ask: t('drill.ask', { name }),
  };
}

function itemText(item: ProtectionCheckItem, t: Translate, format: Format, now: Date, name: string): ItemText {
  switch (item.key) {
    case 'plan': {
      const status = item.status ?? 'none';
      return { title: t('plan.title', { status }), why: t('plan.why'), action: t('plan.action', { status }), ask: t('plan.ask', { status, name }) };
    }
    case 'contactAgreed': {
      const none = item.total === 0 ? 'yes' : 'no';
      const title = item.ok ? t('contactAgreed.agreed', { count: item.agreed }) : item.total === 0 ? t('contactAgreed.none') : t('contactAgreed.noneAgreed');
      // Who holds the check back, so "No emergency contact has agreed yet" is never the whole story.
      const parts = [
        ...(item.waiting > 0 ? [t('contactAgreed.waiting', { count: item.waiting })] : []),
        ...(item.declined > 0 ? [t('contactAgreed.declined', { count: item.declined })] : []),
      ];
      return {
        title: parts.length > 0 ? t('contactAgreed.withDetail', { title, detail: format.list(parts, { type: 'conjunction' }) }) : title,
        why: t('contactAgreed.why'),
        action: t('contactAgreed.action', { none }),
        ask: t('contactAgreed.ask', { none, name }),
      };
    }
    case 'familyLinked':
      return {
        title: item.ok ? t('familyLinked.linked', { count: item.linked }) : t('familyLinked.none'),
        why: t('familyLinked.why'),
        action: t('familyLinked.action'),
        ask: t('familyLinked.ask', { name }),
      };
    case 'push':
      return pushText(item, t, name);
    case 'drill':
      return drillText(item, t, format, now, name);
    case 'medicalId':
      return {
        title: item.ok ? t('medicalId.ok') : t('medicalId.missing'),
        why: t('medicalId.why'),
        action: t('medicalId.action'),
        ask: t('medicalId.ask', { name }),
      };
    case 'personalDetails': {
      const missing = !item.hasName && !item.hasPhone ? 'both' : !item.hasName ? 'name' : 'phone';
      return {
        title: item.ok ? t('personalDetails.ok') : t('personalDetails.missing', { missing }),
        why: t('personalDetails.why'),
        action: t('personalDetails.action'),
        ask: t('personalDetails.ask', { name }),
      };
    }
    case 'pendant':
      return pendantText(item, t, format, now, name);
  }
}

/**
 * The protection check (docs/product.md#protection-check): every link of the chain an alarm
 * travels, what needs attention first whichever the badge says, each with its state in words (not
 * only a colour), why it matters in one line, and the one step that fixes it. The member gets that
 * step as a link; family who look after them get it as a sentence naming the member, because only
 * the member can take it.
 */
export async function ProtectionCheckList({ check, locale, viewer, memberName }: Props) {
  const t = await getTranslations({ locale, namespace: 'ProtectionCheck' });
  const format = await getFormatter({ locale });
  // The page is rendered per request, so "3 hours ago" is measured from the moment it is read.
  const now = new Date();
  const name = memberName?.trim() || t('someone');
  const items = orderedChecks(check.checks);
  const missing = items.filter((item) => !item.ok).length;

  return (
    <OverviewSection id="protection-check-title" title={t('title')} testId="protection-check">
      <p className="text-sm" data-testid="protection-check-summary">
        {t('summary', { count: missing })}
      </p>
      {check.callCentre && <p className="text-sm text-muted-foreground">{t('callCentre')}</p>}
      <ul className="grid gap-3">
        {items.map((item) => {
          const text = itemText(item, t, format, now, name);
          return (
            <li
              key={item.key}
              className="grid gap-1 border-t border-border pt-3 first:border-t-0 first:pt-0"
              data-testid="protection-check-item"
              data-key={item.key}
              data-ok={item.ok}
            >
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <Badge variant={item.ok ? 'success' : 'warning'}>
                  {item.ok && <CheckIcon className="size-3.5" />}
                  {item.ok ? t('state.ok') : t('state.missing')}
                </Badge>
                <span className="font-medium [overflow-wrap:anywhere]">{text.title}</span>
              </p>
              <p className="text-sm text-muted-foreground">{text.why}</p>
              {!item.ok &&
                (viewer === 'member' ? (
                  <Link href={FIX_ROUTE[item.key]} className={textLinkClass}>
                    {text.action}
                  </Link>
                ) : (
                  <p className="text-sm font-medium [overflow-wrap:anywhere]">{text.ask}</p>
                ))}
            </li>
          );
        })}
      </ul>
    </OverviewSection>
  );
}
