import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/pages/page-header';
import { PublicPageShell } from '@/components/pages/public-page-shell';
import { getUser } from '@/lib/auth/session';
import { type CatalogueProduct, getCatalogue } from '@/lib/data/catalogue';
import { pickPendant } from '@/lib/data/pendant';
import type { Locale } from '@/lib/i18n/routing';
import { type LocaleParams, resolvePageLocale } from '@/lib/i18n/page-locale';
import { offeredPlans, spainServiceOffer } from '@/lib/registration/offered-plans';
import { createClient } from '@/lib/supabase/server';
import { PlanHandOff } from './plan-hand-off';
import { PlansUnavailable } from './plans-unavailable';
import { RegistrationScreen } from './registration-screen';

/** A product that can be bought now (not coming soon). */
const forSale = (product: CatalogueProduct | null) => (product?.status === 'active' ? product : null);

export async function registerMetadata(params: LocaleParams): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Registration.screen' });
  return { title: t('metaTitle'), robots: { index: false } };
}

/**
 * /register and /ai-register (one screen, docs/product.md#registration): a newcomer registers with Emma or the form.
 * Someone signed in has an account already: they see where their registration stands, the plan
 * they chose waiting for checkout (where the confirmation link brings them back to).
 */
export async function RegisterPage({ params, searchParams }: { params: LocaleParams; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const locale: Locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Registration.screen' });
  const supabase = await createClient();
  const [user, catalogue, query] = await Promise.all([getUser(), getCatalogue(supabase, locale), searchParams]);
  const plans = offeredPlans(catalogue.plans ?? []);

  if (user) {
    return (
      <PublicPageShell locale={locale}>
        {/* Its own title: after a registration "Your account is ready", else "Choose your plan". */}
        <PlanHandOff locale={locale} userId={user.id} plans={plans} catalogue={catalogue.plans ?? []} checkoutCancelled={query.checkout === 'cancelled'}
          pendant={forSale(pickPendant(catalogue.products))}
        />
      </PublicPageShell>
    );
  }
  return (
    <PublicPageShell locale={locale}>
      <PageHeader title={t('title')} lead={t('lead')} />
      {catalogue.plans === null ? (
        <PlansUnavailable />
      ) : (
        <RegistrationScreen locale={locale} plans={plans} spainService={spainServiceOffer(catalogue.plans)} />
      )}
    </PublicPageShell>
  );
}
