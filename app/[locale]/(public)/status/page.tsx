import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/pages/page-header';
import { PageSection } from '@/components/pages/page-section';
import { PublicPageShell } from '@/components/pages/public-page-shell';
import { CallCentreFigures } from '@/components/status/call-centre-figures';
import { ComponentList } from '@/components/status/component-list';
import { DeliveryTables } from '@/components/status/delivery-tables';
import { HistoryBars } from '@/components/status/history-bars';
import { IncidentList } from '@/components/status/incident-list';
import { MethodSection } from '@/components/status/method-section';
import { RealAlarmTables } from '@/components/status/real-alarm-tables';
import { StatusBanner } from '@/components/status/status-banner';
import { loadCachedStatusSummary } from '@/lib/data/status';
import { type LocaleParams, resolvePageLocale } from '@/lib/i18n/page-locale';
import { localizedPageMetadata } from '@/lib/seo/page-metadata';
import { routes } from '@/lib/routes';
import { componentStates } from '@/lib/status/thresholds';

/**
 * Cached like the homepage (app/[locale]/(home)/page.tsx): rendered on its first visit in each
 * language, then served from Next's cache; its one read is renewed after a minute or at once when
 * an admin posts an incident update (the status tag, lib/cache/public-data-tags.ts). A failed read
 * throws, so a failure is never cached: Next keeps serving the last good page.
 */
export const dynamic = 'force-static';

export function generateMetadata({ params }: { params: LocaleParams }) {
  return localizedPageMetadata(params, 'status', routes.status);
}

/**
 * /status (docs/product.md#status-page): the headline, each component's status, incidents, the
 * synthetic alarm's delivery times, real alarms' times, the call centre against the TSA and UNE
 * targets, the 90-day history and how it is all measured. Incidents come right after the
 * components: during an outage they are what a visitor came for.
 */
export default async function StatusPage({ params }: { params: LocaleParams }) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'StatusPage' });
  const summary = await loadCachedStatusSummary();
  // Judged at the moment the figures were measured, so the page and /api/status agree however long it is cached.
  const states = componentStates(summary, new Date(summary.generatedAt));

  return (
    <PublicPageShell locale={locale}>
      <PageHeader title={t('title')} lead={t('lead')}>
        <StatusBanner locale={locale} states={states} generatedAt={summary.generatedAt} />
      </PageHeader>
      <PageSection id="status-components" title={t('components.title')}>
        <ComponentList locale={locale} states={states} summary={summary} labelledBy="status-components" />
      </PageSection>
      <PageSection id="status-incidents" title={t('incidents.title')}>
        <IncidentList locale={locale} summary={summary} />
      </PageSection>
      <PageSection id="status-delivery" title={t('delivery.title')}>
        <DeliveryTables locale={locale} summary={summary} />
      </PageSection>
      <PageSection id="status-real-alarms" title={t('realAlarms.title')}>
        <RealAlarmTables locale={locale} summary={summary} />
      </PageSection>
      <PageSection id="status-call-centre" title={t('callCentre.title')}>
        <CallCentreFigures locale={locale} summary={summary} />
      </PageSection>
      <PageSection id="status-history" title={t('history.title')}>
        <HistoryBars locale={locale} summary={summary} />
      </PageSection>
      <PageSection id="status-method" title={t('method.title')} className="pb-16">
        <MethodSection locale={locale} summary={summary} />
      </PageSection>
    </PublicPageShell>
  );
}
