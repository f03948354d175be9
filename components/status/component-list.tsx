import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { formatMoment } from '@/lib/status/format';
import type { StatusSummary } from '@/lib/status/summary';
import type { ComponentState } from '@/lib/status/thresholds';
import { StatusLabel } from './status-look';

type Translate = Awaited<ReturnType<typeof getTranslations<'StatusPage'>>>;

/**
 * Why a component reads as it does, when its status alone would not say: the synthetic alarm
 * stopped (a failure of our own checking, shown rather than hidden), a channel with no test
 * recipient, nothing measured, or an open incident that made it worse than measured.
 */
function explanation(state: ComponentState, summary: StatusSummary, t: Translate, locale: Locale): string | null {
  if (state.reason === 'probe_late') {
    const last = summary.probe.lastRaisedAt;
    return last ? t('components.probeLate', { time: formatMoment(last, locale) }) : t('components.probeNever');
  }
  if (state.reason === 'not_configured') return summary.probe.configured ? t('components.notConfigured') : t('components.probeOff');
  if (state.status === 'no_data') {
    return state.id === 'call_centre' ? t('components.noCallCentreAlarms', { days: summary.callCentre.days }) : t('components.noData');
  }
  if (state.status !== state.measured) return t('components.openIncident');
  return null;
}

/** Each component with its status in words and icon (docs/product.md#status-page). */
export async function ComponentList({ locale, states, summary, labelledBy }: { locale: Locale; states: ComponentState[]; summary: StatusSummary; labelledBy: string }) {
  const t = await getTranslations({ locale, namespace: 'StatusPage' });
  return (
    <ul aria-labelledby={labelledBy} className="flex flex-col divide-y divide-border rounded-card border border-border bg-card">
      {states.map((state) => {
        const why = explanation(state, summary, t, locale);
        return (
          <li key={state.id} data-component={state.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-start sm:justify-between sm:gap-6">
            <div className="flex min-w-0 flex-col gap-1">
              <p className="font-semibold">{t(`componentNames.${state.id}`)}</p>
              <p className="text-sm text-muted-foreground">{t(`componentHelp.${state.id}`)}</p>
              {why && <p className="text-sm">{why}</p>}
            </div>
            <StatusLabel status={state.status} label={t(`statuses.${state.status}`)} className="sm:shrink-0" />
          </li>
        );
      })}
    </ul>
  );
}
