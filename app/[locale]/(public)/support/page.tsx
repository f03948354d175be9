import { getTranslations } from 'next-intl/server';
import { EmergencyNotice } from '@/components/pages/emergency-notice';
import { PageHeader } from '@/components/pages/page-header';
import { PageSection } from '@/components/pages/page-section';
import { PublicPageShell } from '@/components/pages/public-page-shell';
import { CompanyDetails } from '@/components/company/company-details';
import { SupportPhoneLink } from '@/components/company/support-phone';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Link } from '@/lib/i18n/navigation';
import { type LocaleParams, resolvePageLocale } from '@/lib/i18n/page-locale';
import { companyDetails } from '@/lib/company/company-details';
import { localizedPageMetadata } from '@/lib/seo/page-metadata';
import { routes } from '@/lib/routes';
import { localeStaticParams } from '@/lib/i18n/static-params';

/** Prerendered at build in every language (lib/routes.ts marks it). */
export const generateStaticParams = localeStaticParams;

export function generateMetadata({ params }: { params: LocaleParams }) {
  return localizedPageMetadata(params, 'support', routes.support);
}

/**
 * /support (docs/product.md#routes-and-screens): the emergency hotline first, then e-mail support,
 * phone support when a number is configured, the FAQ (coming soon) and the company details. With
 * no support address configured, the e-mail section points to the contact form instead.
 */
export default async function SupportPage({ params }: { params: LocaleParams }) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Support' });
  const { supportEmail: email, supportPhone: phone, supportPhoneHours: phoneHours } = companyDetails();

  return (
    <PublicPageShell locale={locale}>
      <PageHeader title={t('title')} lead={t('lead')} tone="emergency" />
      <PageSection id="support-hotline" title={t('hotline.title')}>
        <EmergencyNotice locale={locale} />
        <p>{t('hotline.body')}</p>
        <p className="text-5xl font-bold text-emergency-strong">
          <a href="tel:112" className="underline-offset-4 hover:underline">
            112
          </a>
        </p>
        <p>{t('hotline.members')}</p>
      </PageSection>
      <PageSection id="support-email" title={t('email.title')}>
        <p>{email ? t('email.body') : t('email.bodyForm')}</p>
        {email && (
          <p>
            <a href={`mailto:${email}`} className="text-lg font-semibold break-all text-guardian underline underline-offset-4">
              {email}
            </a>
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <Button asChild variant="guardian">
            <Link href={routes.contact}>{t('email.contactForm')}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href={routes.videos}>{t('email.videos')}</Link>
          </Button>
        </div>
      </PageSection>
      {phone && (
        <PageSection id="support-phone" title={t('phone.title')}>
          <p>{t('phone.body')}</p>
          <p className="text-lg">
            <SupportPhoneLink locale={locale} phone={phone} hours={phoneHours} />
          </p>
        </PageSection>
      )}
      <PageSection id="support-faq" title={t('faq.title')}>
        <p className="flex flex-wrap items-center gap-3">
          <Badge variant="warning" className="text-sm">
            {t('faq.badge')}
          </Badge>
          <span>{t('faq.body')}</span>
        </p>
      </PageSection>
      <div className="mx-auto max-w-4xl px-4 pb-16">
        <CompanyDetails locale={locale} />
      </div>
    </PublicPageShell>
  );
}
