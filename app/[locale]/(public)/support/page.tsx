import { getTranslations } from 'next-intl/server';
import { EmergencyNotice } from '@/components/pages/emergency-notice';
import { PageHeader } from '@/components/pages/page-header';
import { PageSection } from '@/components/pages/page-section';
import { PublicPageShell } from '@/components/pages/public-page-shell';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Link } from '@/lib/i18n/navigation';
import { type LocaleParams, resolvePageLocale } from '@/lib/i18n/page-locale';
import { supportEmail } from '@/lib/legal/support-email';
import { localizedPageMetadata } from '@/lib/seo/page-metadata';
import { routes } from '@/lib/routes';

export function generateMetadata({ params }: { params: LocaleParams }) {
  return localizedPageMetadata(params, 'support', routes.support);
}

/** /support (docs/product.md#routes-and-screens): the emergency hotline first, then e-mail support, then the FAQ (coming soon). */
export default async function SupportPage({ params }: { params: LocaleParams }) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Support' });
  const email = supportEmail();

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
        <p>{t('email.body')}</p>
        <p>
          <a href={`mailto:${email}`} className="text-lg font-semibold break-all text-guardian underline underline-offset-4">
            {email}
          </a>
        </p>
        <div className="flex flex-wrap gap-3">
          <Button asChild variant="guardian">
            <Link href={routes.contact}>{t('email.contactForm')}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href={routes.videos}>{t('email.videos')}</Link>
          </Button>
        </div>
      </PageSection>
      <PageSection id="support-faq" title={t('faq.title')} className="pb-16">
        <p className="flex flex-wrap items-center gap-3">
          <Badge variant="warning" className="text-sm">
            {t('faq.badge')}
          </Badge>
          <span>{t('faq.body')}</span>
        </p>
      </PageSection>
    </PublicPageShell>
  );
}
