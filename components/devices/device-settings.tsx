'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { DialogContent, DialogDescription, DialogRoot, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { BluetoothIcon } from './bluetooth-icon';
import { openDeviceSettingsEvent } from './open-device-settings';
import { PendantSection } from './pendant-section';
import { SmartSpeakersSection } from './smart-speakers-section';
import { usePendantConnection, type PendantConnectionOptions } from './use-pendant-connection';
import { usePendantReadingSync } from './use-pendant-reading-sync';

/**
 * docs/product.md#routes-and-screens: the floating Devices & Settings button (bottom right; Emma's launcher is top right) and
 * the Device Connections dialog it opens. The dialog is also opened by the window event.
 */
export function DeviceSettings(options: PendantConnectionOptions) {
  const t = useTranslations('Devices');
  const pendant = usePendantConnection(options);
  const { setPanelOpen } = pendant;

  usePendantReadingSync({
    connected: pendant.connected,
    deviceId: pendant.deviceId,
    deviceName: pendant.deviceName,
    deviceReading: pendant.deviceReading,
    fallbackName: t('unnamedPendant'),
  });

  useEffect(() => {
    const open = () => setPanelOpen(true);
    window.addEventListener(openDeviceSettingsEvent, open);
    return () => window.removeEventListener(openDeviceSettingsEvent, open);
  }, [setPanelOpen]);

  return (
    <DialogRoot open={pendant.panelOpen} onOpenChange={setPanelOpen}>
      <DialogTrigger asChild>
        <Button
          variant="guardian"
          // Above the app shell's bottom bar on phones (--app-bottom-bar, 0 elsewhere), and there
          // just the icon, 44 px, its words kept as its name (docs/product.md#app-shell).
          className="fixed right-4 bottom-[calc(var(--app-bottom-bar,0px)+1rem)] z-40 rounded-full shadow-lg print:hidden in-app-shell:max-md:size-11 in-app-shell:max-md:px-0"
          data-testid="device-settings-launcher"
        >
          <BluetoothIcon className="size-5" />
          <span className="in-app-shell:max-md:sr-only">{t('launcher')}</span>
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('close')}>
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
