import { getTranslations } from 'next-intl/server';
import { CheckoutForm, type CheckoutPlanOption } from '@/components/billing/checkout-form';
import { FormAlert } from '@/components/forms/form-alert';
import { PageHeader } from '@/components/pages/page-header';
import { FAMILY_SHARING_PLAN_NAME, spainCallCentrePlan } from '@/lib/billing/checkout-lines';
import { isPaymentConfigured } from '@/lib/billing/stripe-client';
import type { CataloguePlan, CatalogueProduct } from '@/lib/data/catalogue';
import { loadHandOffState } from '@/lib/data/registration';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import type { OfferedPlan } from '@/lib/registration/dialogue';
import { handOffStep } from '@/lib/registration/hand-off-step';
import { routes } from '@/lib/routes';
import { createClient } from '@/lib/supabase/server';
import { PlanDetailsForm } from './plan-details-form';

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
 * Where choosing a plan ends and payment begins (the plan hand-off), for anyone signed in
 * (lib/registration/hand-off-step.ts decides what it shows). After a registration, the plan chosen
 * in it is preselected for checkout together with the Spain call centre if it was chosen, and
 * emergency contacts beyond what an account without a plan may keep wait for the plan to be
 * active; the confirmation link brings people here, and so does a cancelled checkout. Without a
 * registration (a family member who signed up from an invitation, issue 44) it is the same
 * checkout with the core plan preselected, after the details checkout needs if the profile lacks
 * them: choose a plan → (those details, once) → checkout.
 */
export async function PlanHandOff({ locale, userId, plans, catalogue, checkoutCancelled, pendant }: Props) {
  const t = await getTranslations({ locale, namespace: 'Registration' });
  const { registration, savedContacts, profile, paying } = await loadHandOffState(await createClient(), userId);
  const waiting = Array.isArray(registration?.waiting_contacts) ? registration.waiting_contacts.length : 0;
  const step = handOffStep({ paying, profile });

  const chosen = plans.find((offered) => offered.id === registration?.plan_id) ?? plans[0];
  const spain = spainCallCentrePlan(catalogue);
  const inSpain = Boolean(registration?.spain_call_centre) || profile?.country === 'ES';
  const sharing = catalogue.find((plan) => plan.canonicalName === FAMILY_SHARING_PLAN_NAME);
  // "The plan you chose" only after a registration chose one; without it the page's own title
  // ("Choose your plan") and the checkout's plan question say it.
  const heading = step.kind === 'details' ? t('handOff.detailsTitle') : registration ? t('handOff.title') : null;

  return (
    <>
      {registration ? (
        <PageHeader title={t('screen.handOffTitle')} lead={t('screen.handOffLead')} />
      ) : (
        <PageHeader title={t('handOff.choosePlanTitle')} lead={t('handOff.choosePlanLead')} />
      )}
      <section className="mx-auto grid max-w-4xl gap-4 px-4 pb-16" aria-labelledby={heading ? 'hand-off-title' : undefined} data-testid="plan-hand-off">
        {heading && (
          <h2 id="hand-off-title" className="text-xl font-semibold">
            {heading}
          </h2>
        )}
        {checkoutCancelled && <FormAlert tone="info">{t('handOff.checkoutCancelled')}</FormAlert>}
        {registration && (
          <>
            {!registration.plan_id || !plans.some((offered) => offered.id === registration.plan_id) ? <p>{t('handOff.planWithdrawn')}</p> : null}
            <div className="grid gap-1 text-sm">
              <p>{t('handOff.contactsSaved', { count: savedContacts })}</p>
              {waiting > 0 && <p>{t('handOff.contactsWaiting', { count: waiting })}</p>}
            </div>
          </>
        )}
        {step.kind === 'subscribed' ? (
          // Paying already: the plan is changed on the subscription page, never bought twice.
          <div className="grid gap-3 rounded-lg border border-border p-4">
            <p>{t('handOff.alreadySubscribed')}</p>
            <Link href={routes.subscription} className={`${linkClass} justify-self-start bg-guardian text-guardian-foreground`}>
              {t('handOff.manageSubscription')}
            </Link>
          </div>
        ) : step.kind === 'details' ? (
          <>
            <p>{t('handOff.detailsLead')}</p>
            <PlanDetailsForm missing={step.missing} />
          </>
        ) : isPaymentConfigured() && chosen ? (
          <CheckoutForm
            locale={locale}
            plans={plans.map(option)}
            initial={{ planId: chosen.id, spainCallCentre: Boolean(registration?.spain_call_centre) && Boolean(spain), extraFamilyMembers: 0, withPendant: false }}
            spainCallCentre={inSpain && spain ? option(spain) : null}
            familySharing={sharing ? option(sharing) : null}
            pendant={pendant ? option(pendant) : null}
          />
        ) : (
          <FormAlert tone="info">{t('handOff.paymentUnavailable')}</FormAlert>
        )}
        <HandOffLinks change={registration ? t('handOff.change') : null} dashboard={t('handOff.dashboard')} />
      </section>
    </>
  );
}

/**
 * The way on from the hand-off: changing the registration's answers (after a registration), or
 * the dashboard. Nobody is sent to fill in a whole registration to buy a plan.
 */
function HandOffLinks({ change, dashboard }: { change: string | null; dashboard: string }) {
  return (
    <div className="flex flex-wrap gap-3">
      {change && (
        <Link href={routes.registerClassic} className={`${linkClass} border border-border`}>
          {change}
        </Link>
      )}
      <Link href={routes.memberDashboard} className={`${linkClass} border border-border`}>
        {dashboard}
      </Link>
    </div>
  );
}
