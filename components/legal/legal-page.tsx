import { getTranslations } from 'next-intl/server';
import { CompanyDetails } from '@/components/company/company-details';
import { PageHeader } from '@/components/pages/page-header';
import { PublicPageShell } from '@/components/pages/public-page-shell';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { formatLegalDate } from '@/lib/legal/client-helpers';
import { getLegalDocument } from '@/lib/legal/documents';
import { supportEmail } from '@/lib/legal/support-email';
import type { LegalDocumentKind } from '@/lib/legal/types';
import { routes } from '@/lib/routes';
import { LegalDocumentView } from './legal-document-view';

const linkClass = 'inline-flex min-h-11 items-center font-medium text-guardian underline underline-offset-4';

/**
 * /privacy and /terms: the full text as a page, who we are (company details, when configured), and
 * a pointer to the other text. Without a support address the text sends readers to the contact
 * form, so the page links to it too.
 */
export async function LegalPage({ kind, locale }: { kind: LegalDocumentKind; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Legal' });
  const support = await getTranslations({ locale, namespace: 'Support' });
  const email = supportEmail();
  const document = getLegalDocument(kind, locale, email);
  const other: LegalDocumentKind = kind === 'privacy' ? 'terms' : 'privacy';

  return (
    <PublicPageShell locale={locale}>
      <PageHeader title={document.title} eyebrow={t('eyebrow')} />
      <div className="mx-auto flex max-w-4xl flex-col gap-8 px-4 pb-16">
        <LegalDocumentView
          document={document}
          headingLevel={2}
          updatedLabel={t('updated', { date: formatLegalDate(document.lastUpdated, locale) })}
        />
        <CompanyDetails locale={locale} withContact />
        <p className="flex flex-col items-start gap-2">
          {!email && (
            <Link href={routes.contact} className={linkClass}>
              {support('email.contactForm')}
            </Link>
          )}
          <Link href={`/${other}`} className={linkClass}>
            {t(`readOther.${other}`)}
          </Link>
        </p>
      </div>
    </PublicPageShell>
  );
}
