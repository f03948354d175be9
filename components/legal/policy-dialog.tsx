'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { DialogContent, DialogDescription, DialogRoot, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { Link } from '@/lib/i18n/navigation';
import { isLocale, type Locale } from '@/lib/i18n/routing';
import { formatLegalDate, legalDocumentUrl } from '@/lib/legal/client-helpers';
import { supportEmail } from '@/lib/legal/support-email';
import type { LegalDocument, LegalDocumentKind } from '@/lib/legal/types';
import { routes } from '@/lib/routes';
import { LegalDocumentView } from './legal-document-view';

type Load = { status: 'loading' } | { status: 'loaded'; document: LegalDocument } | { status: 'failed' };

// One fetch per text and language per page view, however often the dialog opens.
const loaded = new Map<string, LegalDocument>();

function isLegalDocument(value: unknown, kind: LegalDocumentKind): value is LegalDocument {
  return typeof value === 'object' && value !== null && (value as LegalDocument).kind === kind && Array.isArray((value as LegalDocument).sections);
}

function usePolicyText(kind: LegalDocumentKind, locale: Locale, active: boolean): Load {
  const url = legalDocumentUrl(kind, locale);
  const [state, setState] = useState<{ url: string; load: Load }>(() => ({ url, load: { status: 'loading' } }));
  const cached = loaded.get(url);

  useEffect(() => {
    if (!active || loaded.has(url)) return;
    let cancelled = false;
    fetch(url)
      .then(async (response) => {
        if (!response.ok) throw new Error(`policy text answered ${response.status}`);
        const body: unknown = await response.json();
        if (!isLegalDocument(body, kind)) throw new Error('policy text is malformed');
        loaded.set(url, body);
        if (!cancelled) setState({ url, load: { status: 'loaded', document: body } });
      })
      .catch((error: unknown) => {
        console.warn('Loading the policy text failed; showing the fallback', error);
        if (!cancelled) setState({ url, load: { status: 'failed' } });
      });
    return () => {
      cancelled = true;
    };
  }, [active, kind, url]);

  if (cached) return { status: 'loaded', document: cached };
  return state.url === url ? state.load : { status: 'loading' };
}

const fallbackLinkClass = 'font-medium break-all text-guardian underline underline-offset-4';

type Props = {
  kind: LegalDocumentKind;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
};

/**
 * The privacy policy or terms in a dialog (docs/product.md#routes-and-screens), opened from the footer and the contact form.
 * The text is loaded when the dialog opens; when it cannot be, the dialog says so and gives the
 * support e-mail address instead, or the contact form when no address is configured.
 */
export function PolicyDialog({ kind, open, onOpenChange, onCloseAutoFocus }: Props) {
  const t = useTranslations('Legal');
  const format = useLocale();
  const locale: Locale = isLocale(format) ? format : 'en';
  const load = usePolicyText(kind, locale, open);
  const email = supportEmail();

  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('close')} className="max-w-3xl" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogTitle>{t(`titles.${kind}`)}</DialogTitle>
        {load.status === 'failed' ? (
          <div role="alert" className="flex flex-col gap-3">
            <DialogDescription>{t('fallback.description')}</DialogDescription>
            <p>
              {email
                ? t.rich('fallback.contact', {
                    email,
                    link: (chunks) => (
                      <a href={`mailto:${email}`} className={fallbackLinkClass}>
                        {chunks}
                      </a>
                    ),
                  })
                : t.rich('fallback.contactForm', {
                    link: (chunks) => (
                      <Link href={routes.contact} className={fallbackLinkClass}>
                        {chunks}
                      </Link>
                    ),
                  })}
            </p>
          </div>
        ) : (
          <DialogDescription className="sr-only">{t(`descriptions.${kind}`)}</DialogDescription>
        )}
        {load.status === 'loading' && <Spinner label={t('loading')} />}
        {load.status === 'loaded' && (
          <LegalDocumentView
            document={load.document}
            headingLevel={3}
            updatedLabel={t('updated', { date: formatLegalDate(load.document.lastUpdated, locale) })}
          />
        )}
      </DialogContent>
    </DialogRoot>
  );
}
