import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/pages/page-header';
import { PublicPageShell } from '@/components/pages/public-page-shell';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { formatLegalDate } from '@/lib/legal/client-helpers';
import { getLegalDocument } from '@/lib/legal/documents';
import type { LegalDocumentKind } from '@/lib/legal/types';
import { LegalDocumentView } from './legal-document-view';

/** /privacy and /terms: the full text as a page, with a pointer to the other one. */
export async function LegalPage({ kind, locale }: { kind: LegalDocumentKind; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Legal' });
  const document = getLegalDocument(kind, locale);
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
        <p>
          <Link href={`/${other}`} className="font-medium text-guardian underline underline-offset-4">
            {t(`readOther.${other}`)}
          </Link>
        </p>
      </div>
    </PublicPageShell>
  );
}
