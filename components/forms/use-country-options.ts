'use client';

import { useLocale } from 'next-intl';
import { useMemo } from 'react';
import { phoneCountries } from '@/lib/registration/phone';
import type { SelectOption } from './form-select';

/**
 * The country choices of a FormSelect: every country whose phone numbers we can check
 * (lib/registration/phone.ts), by its name in the page's language and in that language's order.
 */
export function useCountryOptions(): readonly SelectOption[] {
  const locale = useLocale();
  return useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    return phoneCountries()
      .map((code) => ({ value: code, label: names.of(code) ?? code }))
      .sort((a, b) => a.label.localeCompare(b.label, locale));
  }, [locale]);
}
