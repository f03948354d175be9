import type { Metadata } from 'next';
import { getFormatter, getTranslations } from 'next-intl/server';
import { ConsentAnswer } from '@/components/emergency-contacts/consent-answer';
import { PublicPageShell } from '@/components/pages/public-page-shell';
import { previewContactConsent } from '@/lib/data/emergency-contact-consent';
import { type LocaleParams, resolvePageLocale } from '@/lib/i18n/page-locale';
import { contactChannels } from '@/lib/sos/contact-channels';
import { createClient } from '@/lib/supabase/server';
import { consentTokenSchema } from '@/lib/validation/emergency-contacts';

// Per token: never cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'EmergencyContactConsent' });
  // The token is in the address: no index, and no referrer to other sites.
  return { title: t('metaTitle'), robots: { index: false }, referrer: 'no-referrer' };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * /emergency-contact?token=… (issue 21), opened from the message a new emergency contact gets, with
 * no account: who named them, what being an emergency contact means and by which channels they
 * would be told, then Agree or Decline. A link already answered shows the answer; an unknown or
 * expired one a page that says so and what to do.
 */
export default async function EmergencyContactConsentPage({ params, searchParams }: { params: LocaleParams; searchParams: SearchParams }) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'EmergencyContactConsent' });
  const format = await getFormatter({ locale });
  const raw = (await searchParams).token;
  const parsed = consentTokenSchema.safeParse({ token: Array.isArray(raw) ? raw[0] : raw });
  const consent = parsed.success ? await previewContactConsent(await createClient(), parsed.data.token) : null;

  if (!parsed.success || !consent) {
    return (
      <PublicPageShell locale={locale}>
        <section className="mx-auto grid w-full max-w-2xl gap-4 px-4 py-12" data-testid="consent-invalid">
          <h1 className="text-3xl font-bold tracking-tight">{t('invalidTitle')}</h1>
          <p>{t('invalidBody')}</p>
        </section>
      </PublicPageShell>
    );
  }

  const member = consent.member_name === '?' ? t('someone') : consent.member_name;
  const channels = contactChannels(consent.channels);
  const by = t(`channels.${channels.length === 2 ? 'both' : (channels[0] ?? 'email')}`);
  const date = consent.answered_at ? format.dateTime(new Date(consent.answered_at), { dateStyle: 'long' }) : '';

  return (
    <PublicPageShell locale={locale}>
      <div className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-12">
        <header className="grid gap-2">
          <h1 className="text-3xl font-bold tracking-tight break-words" data-testid="consent-title">
            {t('title', { member })}
          </h1>
          <p className="text-muted-foreground">{t('lead', { member, contact: consent.contact_name })}</p>
        </header>
        <section aria-labelledby="consent-what" className="grid gap-3 rounded-lg border border-border p-4">
          <h2 id="consent-what" className="text-lg font-semibold">
            {t('whatTitle')}
          </h2>
          <ul className="grid list-disc gap-2 pl-5">
            <li>{t('whatAlert', { member, channels: by })}</li>
            <li>{t('whatHelp', { member })}</li>
            <li>{t('whatFree')}</li>
            <li>{t('whatDecline', { member })}</li>
          </ul>
        </section>
        {consent.answered && (consent.status === 'agreed' || consent.status === 'declined') ? (
          <div className="grid gap-2 rounded-lg border border-border bg-muted p-4" data-testid="consent-answered" data-answer={consent.status}>
            <p className="font-medium">{t(consent.status === 'agreed' ? 'answeredAgreed' : 'answeredDeclined', { date })}</p>
            <p className="text-sm">{t('changeMind', { member })}</p>
          </div>
        ) : (
          <ConsentAnswer token={parsed.data.token} member={member} />
        )}
      </div>
    </PublicPageShell>
  );
}
