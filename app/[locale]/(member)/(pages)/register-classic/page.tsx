import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/pages/page-header';
import { ClassicRegistration } from '@/components/registration/classic-registration';
import { PlansUnavailable } from '@/components/registration/plans-unavailable';
import { requireUser } from '@/lib/auth/session';
import { getCatalogue } from '@/lib/data/catalogue';
import { loadStoredRegistration } from '@/lib/data/registration';
import { type LocaleParams, resolvePageLocale } from '@/lib/i18n/page-locale';
import { offeredPlans } from '@/lib/registration/offered-plans';
import { draftFromRows } from '@/lib/registration/stored-registration';
import { createClient } from '@/lib/supabase/server';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Registration.classic' });
  return { title: t('metaTitle'), robots: { index: false } };
}

/**
 * /register-classic (signed in, docs/product.md#routes-and-screens): the registration form for people who already have an
 * account, opened with what they gave before. It saves through the same schema and the same
 * database function as Emma's path.
 */
export default async function RegisterClassicPage({ params }: { params: LocaleParams }) {
  const locale = await resolvePageLocale(params);
  const user = await requireUser(locale);
  const t = await getTranslations({ locale, namespace: 'Registration.classic' });
  const supabase = await createClient();
  const [catalogue, stored] = await Promise.all([getCatalogue(supabase, locale), loadStoredRegistration(supabase, user.id)]);
  const answers = draftFromRows(stored, locale);
  return (
    // Inside the app shell (the member layout), so not the public site's bar and footer: one header, one main.
    <main id="main" tabIndex={-1} className="focus:outline-none">
      <PageHeader title={t('title')} lead={t('lead')} />
      {catalogue.plans === null ? (
        <PlansUnavailable />
      ) : (
        <ClassicRegistration answers={answers} plans={offeredPlans(catalogue.plans)} locale={locale} />
      )}
    </main>
  );
}
