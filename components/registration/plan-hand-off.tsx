import { getTranslations } from 'next-intl/server';
import { Price } from '@/components/site/price';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import type { OfferedPlan } from '@/lib/registration/dialogue';
import { routes } from '@/lib/routes';
import { createClient } from '@/lib/supabase/server';

const linkClass = 'inline-flex min-h-11 items-center rounded-md px-4 font-medium';

/**
 * Where registration ends and payment begins (the plan hand-off): the account exists, its answers
 * are stored, and the plan chosen waits for checkout together with any emergency contacts beyond
 * what an account without a plan may keep. The confirmation link brings people here.
 */
export async function PlanHandOff({ locale, userId, plans }: { locale: Locale; userId: string; plans: readonly OfferedPlan[] }) {
  const t = await getTranslations({ locale, namespace: 'Registration.handOff' });
  const supabase = await createClient();
  const [{ data: registration }, { count: contacts }] = await Promise.all([
    supabase.from('registrations').select('plan_id, spain_call_centre, waiting_contacts').eq('user_id', userId).maybeSingle(),
    supabase.from('emergency_contacts').select('id', { count: 'exact', head: true }).eq('user_id', userId),
  ]);
  const plan = plans.find((offered) => offered.id === registration?.plan_id);
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

  return (
    <section className="mx-auto grid max-w-4xl gap-4 px-4 pb-16" aria-labelledby="hand-off-title" data-testid="plan-hand-off">
      <h2 id="hand-off-title" className="text-xl font-semibold">
        {t('title')}
      </h2>
      <div className="grid gap-2 rounded-lg border border-border p-4">
        {plan ? (
          <p className="text-lg">
            <span className="font-semibold">{plan.name}</span> · {t('perMonth')} <Price amount={plan.price} currency={plan.currency} />
          </p>
        ) : (
          <p>{t('planWithdrawn')}</p>
        )}
        {registration.spain_call_centre && <p>{t('spainService')}</p>}
        <p>{t('contactsSaved', { count: contacts ?? 0 })}</p>
        {waiting > 0 && <p>{t('contactsWaiting', { count: waiting })}</p>}
        <p className="text-sm text-muted-foreground">{t('estimate')}</p>
      </div>
      <p>{t('next')}</p>
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
