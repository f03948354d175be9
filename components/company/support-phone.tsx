import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import type { SupportPhone as Phone } from '@/lib/company/company-details';
import { cn } from '@/lib/cn';

/**
 * The support number as a tel: link (E.164, so every phone dials it), shown in international
 * format, with the opening hours only when they are configured too.
 */
export async function SupportPhoneLink({ locale, phone, hours, className }: { locale: Locale; phone: Phone; hours: string | null; className?: string }) {
  const t = await getTranslations({ locale, namespace: 'Company' });
  return (
    <>
      <a href={`tel:${phone.e164}`} className={cn('inline-flex min-h-11 items-center font-semibold text-guardian underline underline-offset-4', className)}>
        {phone.display}
      </a>
      {hours && <span className="block text-sm text-muted-foreground">{t('phoneHours', { hours })}</span>}
    </>
  );
}
