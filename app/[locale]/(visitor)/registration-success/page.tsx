import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/pages/page-header';
import { PublicPageShell } from '@/components/pages/public-page-shell';
import { ConfirmationSent } from '@/components/registration/confirmation-sent';
import { loadServerEnv } from '@/lib/env';
import { type LocaleParams, resolvePageLocale } from '@/lib/i18n/page-locale';
import { pendingConfirmation, SIGN_UP_CLAIM_COOKIE } from '@/lib/registration/sign-up-claim';
import { DEFAULT_RESEND_WAIT_SECONDS } from '@/lib/registration/sign-up-outcome';

// Reads this browser's sign-up claim: never cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Registration.success' });
  return { title: t('metaTitle'), robots: { index: false } };
}

/**
 * /registration-success (open, docs/product.md#routes-and-screens): where the confirmation e-mail went, "send it again" once
 * Auth allows another, and "wrong address? change it". Only the browser that registered knows the
 * address (its signed cookie); anyone else sees the general instructions.
 */
export default async function RegistrationSuccessPage({ params }: { params: LocaleParams }) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Registration.success' });
  const pending = pendingConfirmation((await cookies()).get(SIGN_UP_CLAIM_COOKIE)?.value, loadServerEnv().SUPABASE_SECRET_KEY, DEFAULT_RESEND_WAIT_SECONDS);
  return (
    <PublicPageShell locale={locale}>
      <PageHeader title={t('title')} lead={t('lead')} />
      <ConfirmationSent locale={locale} email={pending.email} waitSeconds={pending.waitSeconds} />
    </PublicPageShell>
  );
}
