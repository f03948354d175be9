'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DialogContent, DialogDescription, DialogRoot, DialogTitle } from '@/components/ui/dialog';
import type { Currency } from '@/lib/currency';
import { getPathname, usePathname } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { CurrencyField, LanguageField } from './preference-fields';
import { markVisited, saveCurrency, saveLanguage, useCurrency } from './preferences-store';

/** docs/product.md#limits-and-constants: the first-visit dialog waits one second before it closes and reloads. */
export const firstVisitDelayMs = 1000;

type Props = {
  /** Tests replace the page reload. */
  reload?: (url: string) => void;
};

const reloadTo = (url: string) => {
  if (url === window.location.pathname) window.location.reload();
  else window.location.assign(url);
};

/**
 * docs/product.md#states: choose language and currency; Continue applies both, waits 1 s, sets the visited flag,
 * closes and reloads. No other way out: no Escape, no outside click, no close button.
 */
export function FirstVisitDialog({ reload = reloadTo }: Props) {
  const t = useTranslations('FirstVisit');
  const currentLocale = useLocale();
  const storedCurrency = useCurrency();
  const pathname = usePathname();
  const [language, setLanguage] = useState<Locale>(currentLocale);
  const [currency, setCurrency] = useState<Currency | null>(null);
  const [open, setOpen] = useState(true);
  const [saving, setSaving] = useState(false);

  const chosenCurrency = currency ?? storedCurrency;

  function onContinue() {
    setSaving(true);
    saveLanguage(language);
    saveCurrency(chosenCurrency);
    setTimeout(() => {
      markVisited();
      setOpen(false);
      reload(getPathname({ href: pathname, locale: language }));
    }, firstVisitDelayMs);
  }

  return (
    <DialogRoot open={open}>
      <DialogContent dismissible={false} className="max-w-md">
        <DialogTitle>{t('title')}</DialogTitle>
        <DialogDescription>{t('description')}</DialogDescription>
        <LanguageField value={language} onChange={setLanguage} />
        <CurrencyField value={chosenCurrency} onChange={setCurrency} />
        <Button variant="emergency" size="lg" loading={saving} onClick={onContinue}>
          {t('continue')}
        </Button>
      </DialogContent>
    </DialogRoot>
  );
}
