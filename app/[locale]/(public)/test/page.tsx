import { getTranslations } from 'next-intl/server';
import { DiagnosticsPanel } from '@/components/pages/diagnostics-panel';
import { PageHeader } from '@/components/pages/page-header';
import { type LocaleParams, resolvePageLocale } from '@/lib/i18n/page-locale';
import { localizedPageMetadata } from '@/lib/seo/page-metadata';
import packageJson from '@/package.json';
import { routes } from '@/lib/routes';
import { localeStaticParams } from '@/lib/i18n/static-params';

/** Prerendered at build in every language (lib/routes.ts marks it). */
export const generateStaticParams = localeStaticParams;

export function generateMetadata({ params }: { params: LocaleParams }) {
  return localizedPageMetadata(params, 'test', routes.test, { noIndex: true });
}

/** /test (docs/product.md#routes-and-screens, not linked): diagnostics for support staff helping a visitor on the phone. */
export default async function DiagnosticsPage({ params }: { params: LocaleParams }) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Diagnostics' });
  return (
    <main id="main" tabIndex={-1} className="focus:outline-none">
      <PageHeader title={t('title')} lead={t('lead')} />
      <div className="mx-auto max-w-4xl px-4 pb-16">
        <DiagnosticsPanel version={packageJson.version} />
      </div>
    </main>
  );
}
