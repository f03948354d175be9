'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
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
 *
 * The browser's own modal <dialog>, not components/ui/dialog.tsx: it opens by itself on a first
 * visit, while a slow phone is still loading the page, and Radix's dialog machinery (its code, a
 * stylesheet it injects, focus and scroll locking in script) made its opening the longest task of
 * the homepage (issue 48). showModal() gives the same modal behaviour natively: focus moves in and
 * stays in, the page behind is inert and hidden from screen readers, and the page does not scroll
 * behind it (app/globals.css).
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
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!open || !element || element.open) return;
    // In a task of its own: opening a modal restyles the whole page behind it (it becomes inert),
    // and on a slow phone that plus React's render of the dialog made one long task.
    const timer = setTimeout(() => element.showModal(), 0);
    return () => clearTimeout(timer);
  }, [open]);

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

  if (!open) return null;
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      // Escape asks to close: refused. The browser may still close it (a second Escape with no
      // tap or click between them cannot be refused), so it opens again at once.
      onCancel={(event) => event.preventDefault()}
      onClose={(event) => {
        if (!event.currentTarget.open) event.currentTarget.showModal();
      }}
      className="m-auto grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md gap-4 overflow-y-auto rounded-card border border-border bg-background p-6 text-foreground shadow-lg backdrop:bg-foreground/60"
    >
      <h2 id={titleId} className="text-xl leading-tight font-semibold">
        {t('title')}
      </h2>
      <p id={descriptionId} className="text-base text-muted-foreground">
        {t('description')}
      </p>
      <LanguageField value={language} onChange={setLanguage} />
      <CurrencyField value={chosenCurrency} onChange={setCurrency} />
      <Button variant="emergency" size="lg" loading={saving} onClick={onContinue}>
        {t('continue')}
      </Button>
    </dialog>
  );
}
