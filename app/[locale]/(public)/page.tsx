import { getTranslations } from 'next-intl/server';
import { type LocaleParams, resolvePageLocale } from '@/lib/i18n/page-locale';

const capabilityKeys = ['sos', 'languages', 'emma', 'callCentre', 'family', 'pendant'] as const;

export default async function HomePage({ params }: { params: LocaleParams }) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Home' });
  const common = await getTranslations({ locale, namespace: 'Common' });

  return (
    <main id="main" className="mx-auto flex max-w-5xl flex-col gap-12 px-6 py-16">
      <section aria-labelledby="hero-title" className="flex flex-col gap-4">
        <p className="text-sm font-semibold uppercase tracking-wide text-emergency">{common('productName')}</p>
        <h1 id="hero-title" className="text-4xl font-bold tracking-tight sm:text-5xl">
          {t('heroTitle')}
        </h1>
        <p className="max-w-2xl text-lg text-muted-foreground">{t('heroSubtitle')}</p>
        <p className="font-medium text-emergency">{common('emergencyNotice')}</p>
      </section>
      <section aria-labelledby="capabilities-title" className="flex flex-col gap-4">
        <h2 id="capabilities-title" className="text-2xl font-semibold">
          {t('capabilitiesTitle')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {capabilityKeys.map((key) => (
            <li key={key} className="rounded-card border border-border bg-card p-5 shadow-sm">
              {t(`capabilities.${key}`)}
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
