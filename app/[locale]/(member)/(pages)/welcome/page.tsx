import type { Metadata } from 'next';
import { getFormatter, getTranslations } from 'next-intl/server';
import { ProtectionStatus } from '@/components/dashboard/protection-status';
import { FormAlert } from '@/components/forms/form-alert';
import { Button } from '@/components/ui/button';
import { requireUser } from '@/lib/auth/session';
import { syncReturnFromCheckout } from '@/lib/billing/return-from-checkout';
import { getMemberSubscriptions } from '@/lib/data/billing';
import { isProtected } from '@/lib/data/member-dashboard-rules';
import { getCheckoutOrderStatus } from '@/lib/data/orders';
import { Link } from '@/lib/i18n/navigation';
import { type LocaleParams, resolvePageLocale } from '@/lib/i18n/page-locale';
import { routes } from '@/lib/routes';
import { createClient } from '@/lib/supabase/server';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Billing.welcome' });
  return { title: t('metaTitle'), robots: { index: false } };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * /welcome (docs/product.md#routes-and-screens: payment succeeded): where Stripe Checkout returns. The session is synced from
 * Stripe before the page renders, so a member who just paid sees Protected at once; then the
 * welcome questionnaire is the next step.
 */
export default async function WelcomePage({ params, searchParams }: { params: LocaleParams; searchParams: SearchParams }) {
  const locale = await resolvePageLocale(params);
  const user = await requireUser(locale);
  const t = await getTranslations({ locale, namespace: 'Billing.welcome' });
  const format = await getFormatter({ locale });
  const query = await searchParams;
  const sessionId = typeof query.session_id === 'string' ? query.session_id : undefined;

  const checkout = await syncReturnFromCheckout(user.id, sessionId);
  const supabase = await createClient();
  const subscriptions = await getMemberSubscriptions(supabase, user.id);
  // A pendant bought on the same checkout (its order was bound to this session).
  const pendantOrderStatus = sessionId ? await getCheckoutOrderStatus(supabase, user.id, sessionId) : null;
  const protectedNow = isProtected(subscriptions.map((row) => row.status));
  const paying = subscriptions.filter((row) => row.status === 'active' || row.status === 'trialing');
  const nextCharge = paying.map((row) => row.currentPeriodEnd).find((end) => end !== null);

  return (
    <main id="main" tabIndex={-1} className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-10 focus:outline-none">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{protectedNow ? t('title') : t('notYetTitle')}</h1>
        <p className="text-muted-foreground">{protectedNow ? t('lead') : t(`notYet.${checkout}`)}</p>
      </header>
      <ProtectionStatus isProtected={protectedNow} />
      {paying.length > 0 && (
        <section aria-labelledby="welcome-plan" className="grid gap-2 rounded-lg border border-border p-4">
          <h2 id="welcome-plan" className="font-semibold">
            {t('yourPlan')}
          </h2>
          <ul className="grid gap-1" data-testid="welcome-plan">
            {paying.map((row) => (
              <li key={row.id}>{row.quantity > 1 ? t('planWithQuantity', { name: row.plan.name, quantity: row.quantity }) : row.plan.name}</li>
            ))}
          </ul>
          {nextCharge && <p className="text-sm text-muted-foreground">{t('nextCharge', { date: format.dateTime(new Date(nextCharge), { dateStyle: 'long' }) })}</p>}
        </section>
      )}
      {checkout === 'paid' && !protectedNow && <FormAlert tone="info">{t('processing')}</FormAlert>}
      {pendantOrderStatus === 'paid' && (
        <p data-testid="welcome-pendant">
          {t('pendantPaid')}{' '}
          <Link href={routes.orders} className="text-guardian underline underline-offset-4">
            {t('orders')}
          </Link>
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        {protectedNow ? (
          <>
            <Button asChild>
              <Link href={routes.welcomeQuestionnaire}>{t('questionnaire')}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link href={routes.memberDashboard}>{t('dashboard')}</Link>
            </Button>
          </>
        ) : (
          <>
            <Button asChild>
              <Link href={routes.register}>{t('choosePlan')}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link href={routes.memberDashboard}>{t('dashboard')}</Link>
            </Button>
          </>
        )}
      </div>
    </main>
  );
}
