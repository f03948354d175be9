import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { formatSeconds, formatTargetDuration, formatTargetShare } from '@/lib/status/format';
import { STATUS_CHANNELS, type StatusSummary } from '@/lib/status/summary';
import {
  CALL_CENTRE_PARTIAL_BELOW,
  DELIVERY_TARGET_P95_MS,
  FIRST_ATTEMPT_TARGET,
  IMPACT_STATUS,
  MAJOR_OUTAGE_BELOW,
  PARTIAL_OUTAGE_BELOW,
  PROBE_LATE_INTERVALS,
  TSA_WITHIN_180,
  TSA_WITHIN_60,
  UNE_MEAN_SECONDS,
  WEBSITE_TARGET_P95_MS,
} from '@/lib/status/thresholds';

/** The JSON twin of the page (app/api/status/route.ts); an API route, so never locale-prefixed. */
const STATUS_API_PATH = '/api/status';

/**
 * How the page measures (docs/product.md#status-page), in plain words: what the synthetic alarm
 * is and where its times start and stop, what first-attempt success means, the website check, real
 * alarms, the call centre, and the thresholds. Every number is read from lib/status/thresholds.ts,
 * so the method can never describe rules the page does not apply.
 */
export async function MethodSection({ locale, summary }: { locale: Locale; summary: StatusSummary }) {
  const t = await getTranslations({ locale, namespace: 'StatusPage' });
  const share = (value: number) => formatTargetShare(value, locale);
  const { probe } = summary;
  const paragraphs = [
    probe.configured && probe.intervalSeconds !== null ? t('method.probe', { seconds: probe.intervalSeconds }) : t('method.probeOff'),
    t('method.timing'),
    t('method.firstAttempt'),
    t('method.website'),
    t('method.realAlarms'),
    t('method.callCentre'),
    t('method.window', { days: summary.callCentre.days }),
  ];
  const thresholds = [
    ...STATUS_CHANNELS.map((channel) =>
      t('method.deliveryTarget', { channel: t(`delivery.channels.${channel}`), target: formatTargetDuration(DELIVERY_TARGET_P95_MS[channel], locale) }),
    ),
    t('method.websiteTarget', { target: formatTargetDuration(WEBSITE_TARGET_P95_MS, locale) }),
    t('method.firstAttemptTarget', { share: share(FIRST_ATTEMPT_TARGET) }),
    t('method.outageLevels', { partial: share(PARTIAL_OUTAGE_BELOW), major: share(MAJOR_OUTAGE_BELOW) }),
    t('method.callCentreTargets', {
      within60: share(TSA_WITHIN_60),
      within180: share(TSA_WITHIN_180),
      mean: formatSeconds(UNE_MEAN_SECONDS, locale),
      partial: share(CALL_CENTRE_PARTIAL_BELOW),
    }),
    t('method.probeLate', { intervals: PROBE_LATE_INTERVALS }),
    t('method.incidents', {
      minor: t(`statuses.${IMPACT_STATUS.minor}`),
      major: t(`statuses.${IMPACT_STATUS.major}`),
      critical: t(`statuses.${IMPACT_STATUS.critical}`),
    }),
  ];
  return (
    <div className="flex flex-col gap-4">
      {paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
      <h3 id="status-thresholds" className="text-xl font-semibold">
        {t('method.thresholdsTitle')}
      </h3>
      <ul aria-labelledby="status-thresholds" className="flex list-disc flex-col gap-2 pl-6">
        {thresholds.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      <p>
        {t.rich('method.api', {
          link: (chunks) => (
            <a href={STATUS_API_PATH} className="font-semibold text-guardian underline underline-offset-4">
              {chunks}
            </a>
          ),
        })}
      </p>
    </div>
  );
}
