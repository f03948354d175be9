'use client';

import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { CALL_CENTRE_REGION } from '@/lib/data/incidents';

/**
 * Which service an alarm goes to: Call Centre Spain for members on the Spain plan (region es),
 * family alerts only for everyone else (no region), or another region's code should one be added.
 */
export function AlarmRegionBadge({ region }: { region: string | null }) {
  const t = useTranslations('AdminAlarms.region');
  const label = region === CALL_CENTRE_REGION ? t('callCentre') : region ? t('other', { region: region.toUpperCase() }) : t('family');
  return (
    <Badge variant={region === CALL_CENTRE_REGION ? 'default' : 'outline'} data-testid="incident-region" data-region={region ?? 'none'}>
      {label}
    </Badge>
  );
}
