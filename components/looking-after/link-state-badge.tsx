import { getTranslations } from 'next-intl/server';
import { Badge } from '@/components/ui/badge';
import type { Locale } from '@/lib/i18n/routing';
import type { LinkState } from '@/lib/looking-after/permissions';

const VARIANT = { live: 'success', paused: 'secondary', ended: 'warning' } as const;

/** Access active / Paused / Access ended, in words and colour. */
export async function LinkStateBadge({ state, locale }: { state: LinkState; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'LookingAfter.state' });
  return (
    <Badge variant={VARIANT[state]} data-testid="link-state" data-state={state}>
      {t(state)}
    </Badge>
  );
}
