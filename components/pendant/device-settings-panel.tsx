'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { DialogContent, DialogDescription, DialogRoot, DialogTitle } from '@/components/ui/dialog';
import { useReturnFocus } from '@/components/ui/use-return-focus';
import { PendantSection } from './pendant-section';
import { SmartSpeakersSection } from './smart-speakers-section';
import { usePendantConnection, type PendantConnectionOptions } from './use-pendant-connection';
import { usePendantReadingSync } from './use-pendant-reading-sync';

export type DeviceSettingsPanelProps = PendantConnectionOptions & {
  open: boolean;
  onOpenChange(open: boolean): void;
};

/**
 * docs/product.md#routes-and-screens: the Device Connections dialog, with the pendant's connection.
 * Mounted from the first time it is wanted and kept mounted, so a connected pendant stays connected
 * (and its readings saved) while the dialog is closed and across pages.
 */
export function DeviceSettingsPanel({ open, onOpenChange, ...options }: DeviceSettingsPanelProps) {
  const t = useTranslations('Devices');
  const pendant = usePendantConnection(options);
  const { setPanelOpen } = pendant;
  // Opened by the launcher, another page's button or the window event: focus goes back to it.
  const returnFocus = useReturnFocus();

  usePendantReadingSync({
    connected: pendant.connected,
    deviceId: pendant.deviceId,
    deviceName: pendant.deviceName,
    deviceReading: pendant.deviceReading,
    fallbackName: t('unnamedPendant'),
  });

  // The connection runs its simulator only while the panel is open.
  useEffect(() => setPanelOpen(open), [open, setPanelOpen]);

  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('close')} {...returnFocus}>
        <DialogTitle>{t('title')}</DialogTitle>
        <DialogDescription>{t('description')}</DialogDescription>
        <PendantSection
          connected={pendant.connected}
          connecting={pendant.connecting}
          simulatorMode={pendant.simulatorMode}
          bluetoothSupported={pendant.bluetoothSupported}
          deviceName={pendant.deviceName}
          reading={pendant.reading}
          onConnect={() => void pendant.connect()}
          onDisconnect={() => void pendant.disconnect()}
          onChooseSimulator={pendant.chooseSimulator}
          onChooseBluetooth={pendant.chooseBluetooth}
        />
        <SmartSpeakersSection />
      </DialogContent>
    </DialogRoot>
  );
}
