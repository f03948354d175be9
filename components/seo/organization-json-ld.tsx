import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { supportEmail } from '@/lib/legal/support-email';
import { organizationJsonLd } from '@/lib/seo/json-ld';
import { JsonLdScript } from './json-ld';

/** The Organization rich-result data, for the homepage (put it anywhere inside the page). */
export async function OrganizationJsonLd({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  const common = await getTranslations({ locale, namespace: 'Common' });
  return <JsonLdScript data={organizationJsonLd({ name: common('productName'), email: supportEmail(), description: t('description') })} />;
}
