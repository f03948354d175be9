'use client';

import { useLocale } from 'next-intl';
import { useTransition } from 'react';
import { usePathname, useRouter } from '@/lib/i18n/navigation';
import { CurrencyField, LanguageField } from './preference-fields';
import { saveCurrency, saveLanguage, useCurrency } from './preferences-store';

/** The navigation bar's language and currency selectors: a change applies at once (docs/product.md#routes-and-screens, docs/product.md#data). */
export function PreferenceSelectors() {
  const locale = useLocale();
  const currency = useCurrency();
  const router = useRouter();
  const pathname = usePathname();
  const [, startTransition] = useTransition();

  return (
    <div className="flex flex-wrap items-center gap-2">
      <LanguageField
        hideLabel
        value={locale}
        onChange={(next) => {
          saveLanguage(next);
          // The locale URL renders the page on the server in the chosen language.
          startTransition(() => router.replace(pathname, { locale: next }));
        }}
      />
      <CurrencyField hideLabel value={currency} onChange={saveCurrency} />
    </div>
  );
}
