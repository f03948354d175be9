import { getTranslations } from 'next-intl/server';
import { CheckoutForm, type CheckoutPlanOption } from '@/components/billing/checkout-form';
import { FormAlert } from '@/components/forms/form-alert';
import { FAMILY_SHARING_PLAN_NAME, spainCallCentrePlan } from '@/lib/billing/checkout-lines';
import { isPaymentConfigured } from '@/lib/billing/stripe-client';
import type { CataloguePlan, CatalogueProduct } from '@/lib/data/catalogue';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import type { OfferedPlan } from '@/lib/registration/dialogue';
import { routes } from '@/lib/routes';
import { createClient } from '@/lib/supabase/server';

const linkClass = 'inline-flex min-h-11 items-center rounded-md px-4 font-medium';

const option = (plan: Pick<CataloguePlan, 'id' | 'name' | 'price' | 'currency'>): CheckoutPlanOption => ({
  id: plan.id,
  name: plan.name,
  price: plan.price,
  currency: plan.currency,
});

type Props = {
  locale: Locale;
  userId: string;
  plans: readonly OfferedPlan[];
  /** Every active plan, for the add-ons (the Spain call centre, Family Sharing). */
  catalogue: readonly CataloguePlan[];
  /** Back from a checkout that was cancelled: nothing was charged and the choice is as it was. */
  checkoutCancelled: boolean;
  /** The pendant when it is for sale, offered as a one-time line on the same checkout. */
  pendant: Pick<CatalogueProduct, 'id' | 'name' | 'price' | 'currency'> | null;
};

/**
 * Where registration ends and payment begins (the plan hand-off): the account exists, its answers
 * are stored, and the plan chosen is preselected for checkout together with the Spain call centre
 * if it was chosen. Emergency contacts beyond what an account without a plan may keep wait for the
 * plan to be active. The confirmation link brings people here, and so does a cancelled checkout.
 */
export async function PlanHandOff({ locale, userId, plans, catalogue, checkoutCancelled, pendant }: Props) {
  const t = await getTranslations({ locale, namespace: 'Registration.handOff' });
  const supabase = await createClient();
  const [{ data: registration }, { count: contacts }, { data: profile }, { count: paying }] = await Promise.all([
    supabase.from('registrations').select('plan_id, spain_call_centre, waiting_contacts').eq('user_id', userId).maybeSingle(),
    supabase.from('emergency_contacts').select('id', { count: 'exact', head: true }).eq('user_id', userId),
    supabase.from('profiles').select('country').eq('user_id', userId).maybeSingle(),
    supabase.from('subscriptions').select('id', { count: 'exact', head: true }).eq('user_id', userId).eq('provider', 'stripe').in('status', ['active', 'trialing', 'past_due']),
  ]);
  const waiting = Array.isArray(registration?.waiting_contacts) ? registration.waiting_contacts.length : 0;

  if (!registration) {
    return (
      <section className="mx-auto grid max-w-4xl gap-4 px-4 pb-16" aria-labelledby="hand-off-title">
        <h2 id="hand-off-title" className="text-xl font-semibold">
          {t('noRegistrationTitle')}
        </h2>
        <p>{t('noRegistration')}</p>
        <HandOffLinks primary={t('completeRegistration')} dashboard={t('dashboard')} />
      </section>
    );
  }

  const chosen = plans.find((offered) => offered.id === registration.plan_id) ?? plans[0];
  const spain = spainCallCentrePlan(catalogue);
  const inSpain = registration.spain_call_centre || profile?.country === 'ES';
  const sharing = catalogue.find((plan) => plan.canonicalName === FAMILY_SHARING_PLAN_NAME);

  return (
    <section className="mx-auto grid max-w-4xl gap-4 px-4 pb-16" aria-labelledby="hand-off-title" data-testid="plan-hand-off">
      <h2 id="hand-off-title" className="text-xl font-semibold">
        {t('title')}
      </h2>
      {checkoutCancelled && <FormAlert tone="info">{t('checkoutCancelled')}</FormAlert>}
      {!registration.plan_id || !plans.some((offered) => offered.id === registration.plan_id) ? <p>{t('planWithdrawn')}</p> : null}
      <div className="grid gap-1 text-sm">
        <p>{t('contactsSaved', { count: contacts ?? 0 })}</p>
        {waiting > 0 && <p>{t('contactsWaiting', { count: waiting })}</p>}
      </div>
      {(paying ?? 0) > 0 ? (
        // Paying already: the plan is changed on the subscription page, never bought twice.
        <div className="grid gap-3 rounded-lg border border-border p-4">
          <p>{t('alreadySubscribed')}</p>
          <Link href={routes.subscription} className={`${linkClass} justify-self-start bg-guardian text-guardian-foreground`}>
            {t('manageSubscription')}
          </Link>
        </div>
      ) : isPaymentConfigured() && chosen ? (
        <CheckoutForm
          locale={locale}
          plans={plans.map(option)}
          initial={{ planId: chosen.id, spainCallCentre: registration.spain_call_centre && Boolean(spain), extraFamilyMembers: 0, withPendant: false }}
          spainCallCentre={inSpain && spain ? option(spain) : null}
          familySharing={sharing ? option(sharing) : null}
          pendant={pendant ? option(pendant) : null}
        />
      ) : (
        <FormAlert tone="info">{t('paymentUnavailable')}</FormAlert>
      )}
      <HandOffLinks change={t('change')} dashboard={t('dashboard')} />
    </section>
  );
}

/** The way on from the hand-off: (complete or change) the registration, or the dashboard. */
function HandOffLinks({ primary, change, dashboard }: { primary?: string; change?: string; dashboard: string }) {
  return (
    <div className="flex flex-wrap gap-3">
      <Link href={routes.registerClassic} className={`${linkClass} ${primary ? 'bg-guardian text-guardian-foreground' : 'border border-border'}`}>
        {primary ?? change}
      </Link>
      <Link href={routes.memberDashboard} className={`${linkClass} border border-border`}>
        {dashboard}
      </Link>
    </div>
  );
}
