import { getTranslations } from 'next-intl/server';
import { STATUS_MAX_AGE_SECONDS } from '@/lib/cache/public-data-tags';
import type { Locale } from '@/lib/i18n/routing';
import { formatMoment } from '@/lib/status/format';
import { type StatusHeadline, statusHeadline } from '@/lib/status/statuspage';
import type { ComponentState, ComponentStatus } from '@/lib/status/thresholds';
import { cn } from '@/lib/cn';
import { STATUS_LOOK } from './status-look';

/** The icon and colour of each headline: those of the worst status it stands for. */
const HEADLINE_STATUS: Record<StatusHeadline, ComponentStatus> = {
  operational: 'operational',
  operationalMeasured: 'operational',
  noData: 'no_data',
  minor: 'degraded_performance',
  major: 'partial_outage',
  critical: 'major_outage',
};

/**
 * The page's answer in one line (docs/product.md#status-page): the worst component's level in
 * words, when it was measured, and how often it is renewed. "Operational" is said only of what was
 * measured (statusHeadline).
 */
export async function StatusBanner({ locale, states, generatedAt }: { locale: Locale; states: ComponentState[]; generatedAt: string }) {
  const t = await getTranslations({ locale, namespace: 'StatusPage' });
  const headline = statusHeadline(states);
  const { icon: Icon, text } = STATUS_LOOK[HEADLINE_STATUS[headline]];
  return (
    <div data-headline={headline} className="flex flex-col gap-2 rounded-card border border-border bg-card p-5">
      <p className={cn('flex items-center gap-2 text-xl font-bold sm:text-2xl', text)}>
        <Icon aria-hidden="true" focusable="false" className="size-7 shrink-0" />
        {t(`headline.${headline}`)}
      </p>
      <p>
        {t.rich('updated', {
          time: () => <time dateTime={generatedAt}>{formatMoment(generatedAt, locale)}</time>,
        })}
      </p>
      <p className="text-sm text-muted-foreground">{t('renews', { minutes: Math.round(STATUS_MAX_AGE_SECONDS / 60) })}</p>
    </div>
  );
}
