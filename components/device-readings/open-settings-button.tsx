'use client';

import { useTranslations } from 'next-intl';
import { openDeviceSettings } from '@/components/pendant/open-device-settings';
import { Button } from '@/components/ui/button';

/** Opens the shell's Device Connections panel (pair, connect, disconnect) through its window event. */
export function OpenDeviceSettingsButton({ variant = 'guardian' }: { variant?: 'guardian' | 'outline' }) {
  const t = useTranslations('DevicesPage');
  return (
    <Button type="button" variant={variant} onClick={openDeviceSettings} aria-haspopup="dialog">
      {t('openSettings')}
    </Button>
  );
}
