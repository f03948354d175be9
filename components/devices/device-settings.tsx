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
          // A 44 px round button in the floating buttons' rail (app/globals.css, --floating-rail); on
          // phones, beside Emma's launcher in the header's row when the page has a docking header,
          // else in the rail above the app's bottom bar (--app-bottom-bar). It never covers the
          // page. Its words stay its accessible name and show on hover (docs/product.md#app-shell).
          className="fixed right-1.5 bottom-[calc(var(--app-bottom-bar,0px)+0.5rem)] z-[45] size-11 rounded-full px-0 shadow-lg print:hidden max-md:in-dock:top-2 max-md:in-dock:right-[3.5rem] max-md:in-dock:bottom-auto"
          title={t('launcher')}
          data-testid="device-settings-launcher"
          data-floating-button
        >
          <BluetoothIcon className="size-5" />
          <span className="sr-only">{t('launcher')}</span>
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
