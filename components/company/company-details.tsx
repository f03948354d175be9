import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { companyDetails } from '@/lib/company/company-details';
import type { Locale } from '@/lib/i18n/routing';
import { cn } from '@/lib/cn';
import { SupportPhoneLink } from './support-phone';

type Props = {
  locale: Locale;
  /**
   * Also list the support e-mail and phone. The legal pages need them here (the controller's
   * contact details); /support and /contact show them in their own sections instead.
   */
  withContact?: boolean;
  className?: string;
};

/**
 * Who runs the service, from configuration (docs/architecture.md#company-details): only the
 * fields that are set, and nothing at all (no heading, no empty box) when none is.
 */
export async function CompanyDetails({ locale, withContact = false, className }: Props) {
  const t = await getTranslations({ locale, namespace: 'Company' });
  const company = companyDetails();
  const rows: { key: string; label: string; value: ReactNode }[] = [];
  if (company.legalName) rows.push({ key: 'legalName', label: t('legalName'), value: company.legalName });
  if (company.addressLines) {
    const lines = company.addressLines.map((line, index) => (
      <span key={index} className="block">
        {line}
      </span>
    ));
    rows.push({ key: 'address', label: t('address'), value: lines });
  }
  if (company.registrationId) rows.push({ key: 'registrationId', label: t('registrationId'), value: company.registrationId });
  if (company.vatId) rows.push({ key: 'vatId', label: t('vatId'), value: company.vatId });
  if (withContact && company.supportEmail) {
    const email = company.supportEmail;
    rows.push({
      key: 'email',
      label: t('email'),
      value: (
        <a href={`mailto:${email}`} className="inline-flex min-h-11 items-center font-medium break-all text-guardian underline underline-offset-4">
          {email}
        </a>
      ),
    });
  }
  if (withContact && company.supportPhone) {
    rows.push({ key: 'phone', label: t('phone'), value: <SupportPhoneLink locale={locale} phone={company.supportPhone} hours={company.supportPhoneHours} /> });
  }
  if (rows.length === 0) return null;

  return (
    <section aria-labelledby="company-details-title" className={cn('flex flex-col gap-3 rounded-lg border border-border p-4', className)}>
      <h2 id="company-details-title" className="text-xl font-semibold">
        {t('title')}
      </h2>
      <address className="not-italic">
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
          {rows.map((row) => (
            // A div per pair is valid inside <dl> and keeps each label beside its value in the grid.
            <div key={row.key} data-testid={`company-${row.key}`} className="contents">
              <dt className="font-medium text-muted-foreground">{row.label}</dt>
              <dd className="min-w-0 break-words">{row.value}</dd>
            </div>
          ))}
        </dl>
      </address>
    </section>
  );
}
