'use client';

import { useAction } from 'next-safe-action/hooks';
import { useTranslations } from 'next-intl';
import { FormAlert } from '@/components/forms/form-alert';
import { Button } from '@/components/ui/button';
import { openBillingPortal } from '@/lib/actions/subscription';
import type { Locale } from '@/lib/i18n/routing';
import { billingData, billingProblem } from './billing-answer';

/** "Update payment method": Stripe's billing portal, which returns here when done. */
export function PortalButton({ locale, emphasis }: { locale: Locale; emphasis: boolean }) {
  const t = useTranslations('Billing.subscription');
  const portal = useAction(openBillingPortal.bind(null, locale));
  const problem = billingProblem(portal);
  return (
    <div className="grid gap-2">
      <Button
        type="button"
        variant={emphasis ? 'default' : 'outline'}
        loading={portal.isPending}
        onClick={async () => {
          const data = await billingData(portal.executeAsync());
          if (data) window.location.assign(data.url);
        }}
        className="justify-self-start"
      >
        {portal.isPending ? t('opening') : t('updateCard')}
      </Button>
      {problem && <FormAlert tone="error">{t(problem)}</FormAlert>}
    </div>
  );
}
