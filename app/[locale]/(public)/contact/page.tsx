import { getTranslations } from 'next-intl/server';
import { CompanyDetails } from '@/components/company/company-details';
import { SupportPhoneLink } from '@/components/company/support-phone';
import { ContactForm } from '@/components/contact/contact-form';
import { EmergencyNotice } from '@/components/pages/emergency-notice';
import { PageHeader } from '@/components/pages/page-header';
import { PublicPageShell } from '@/components/pages/public-page-shell';
import { type LocaleParams, resolvePageLocale } from '@/lib/i18n/page-locale';
import { companyDetails } from '@/lib/company/company-details';
import { localizedPageMetadata } from '@/lib/seo/page-metadata';
import { routes } from '@/lib/routes';
import { localeStaticParams } from '@/lib/i18n/static-params';

/** Prerendered at build in every language (lib/routes.ts marks it). */
export const generateStaticParams = localeStaticParams;

export function generateMetadata({ params }: { params: LocaleParams }) {
  return localizedPageMetadata(params, 'contact', routes.contact);
}

/**
 * /contact: the contact form (docs/product.md#routes-and-screens), with the support address and
 * phone (each only when configured: the form is the way in otherwise) and the 112 reminder beside
 * it, and the company details below.
 */
export default async function ContactPage({ params }: { params: LocaleParams }) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Contact' });
  const { supportEmail: email, supportPhone: phone, supportPhoneHours: phoneHours } = companyDetails();

  return (
    <PublicPageShell locale={locale}>
      <PageHeader title={t('title')} lead={t('lead')} />
      <div className="mx-auto grid max-w-4xl gap-10 px-4 pb-10 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="contact-form-title" className="flex flex-col gap-4">
          <h2 id="contact-form-title" className="text-2xl font-semibold">
            {t('formTitle')}
          </h2>
          <ContactForm />
        </section>
        <aside aria-labelledby="contact-other-title" className="flex flex-col gap-4">
          <h2 id="contact-other-title" className="text-xl font-semibold">
            {t('otherWays')}
          </h2>
          {email && (
            <p>
              {t('emailUs')}{' '}
              <a href={`mailto:${email}`} className="font-medium break-all text-guardian underline underline-offset-4">
                {email}
              </a>
            </p>
          )}
          {phone && (
            <p>
              {t('phoneUs')} <SupportPhoneLink locale={locale} phone={phone} hours={phoneHours} />
            </p>
          )}
          <EmergencyNotice locale={locale} />
        </aside>
      </div>
      <div className="mx-auto max-w-4xl px-4 pb-16">
        <CompanyDetails locale={locale} />
      </div>
    </PublicPageShell>
  );
}
