import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';

/** The "call 112 first" reminder, on every page that talks about getting help. */
export async function EmergencyNotice({ locale }: { locale: Locale }) {
  const common = await getTranslations({ locale, namespace: 'Common' });
  return (
    <p className="rounded-card border-2 border-emergency bg-emergency-soft p-4 font-semibold text-emergency-strong">
      {common('emergencyNotice')}
    </p>
  );
}
