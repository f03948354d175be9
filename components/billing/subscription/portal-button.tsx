'use client';

import { useTranslations } from 'next-intl';
import { FormAlert } from '@/components/forms/form-alert';
import { Button } from '@/components/ui/button';
import { openBillingPortal } from '@/lib/actions/subscription';
import type { Locale } from '@/lib/i18n/routing';
import { useBillingAction } from './use-billing-action';

/** "Update payment method": Stripe's billing portal, which returns here when done. */
export function PortalButton({ locale, emphasis }: { locale: Locale; emphasis: boolean }) {
  const t = useTranslations('Billing.subscription');
  const { run, busy, problem } = useBillingAction(openBillingPortal.bind(null, locale));
  return (
    <div className="grid gap-2">
      <Button
        type="button"
        variant={emphasis ? 'default' : 'outline'}
        loading={busy}
        onClick={async () => {
          const data = await run();
          if (data) window.location.assign(data.url);
        }}
        className="justify-self-start"
      >
        {busy ? t('opening') : t('updateCard')}
      </Button>
      {problem && <FormAlert tone="error">{t(problem)}</FormAlert>}
    </div>
  );
}
