'use client';

import { useTranslations } from 'next-intl';
import { type ComponentType, useCallback, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { BluetoothIcon } from './bluetooth-icon';
import type { DeviceSettingsPanelProps } from './device-settings-panel';
import { openDeviceSettingsEvent } from './open-device-settings';
import type { PendantConnectionOptions } from './use-pendant-connection';

type Props = PendantConnectionOptions & {
  /** The dialog: loaded on first use in the app (device-settings-mount.tsx), given directly in tests. */
  Panel: ComponentType<DeviceSettingsPanelProps>;
  /** Someone is about to open it (hover, focus): a good moment to fetch the panel's code. */
  onIntent?: () => void;
};

/**
 * docs/product.md#routes-and-screens: the floating Devices & Settings button (bottom right; Emma's launcher is top right) and
 * the Device Connections dialog it opens. The dialog is also opened by the window event. The
 * button is part of every page; the dialog and the pendant's code come with the first opening.
 */
export function DeviceSettings({ Panel, onIntent, ...options }: Props) {
  const t = useTranslations('Devices');
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const openPanel = useCallback(() => {
    setWanted(true);
    setOpen(true);
  }, []);

  useEffect(() => {
    window.addEventListener(openDeviceSettingsEvent, openPanel);
    return () => window.removeEventListener(openDeviceSettingsEvent, openPanel);
  }, [openPanel]);

  return (
    <>
      <Button
        variant="guardian"
        // A 44 px round button in the floating buttons' rail (app/globals.css, --floating-rail); on
        // phones, beside Emma's launcher in the header's row when the page has a docking header,
        // else in the rail above the app's bottom bar (--app-bottom-bar). It never covers the
        // page. Its words stay its accessible name and show on hover (docs/product.md#app-shell).
        className="fixed right-1.5 bottom-[calc(var(--app-bottom-bar,0px)+0.5rem)] z-[45] size-11 rounded-full px-0 shadow-lg print:hidden max-md:in-dock:top-2 max-md:in-dock:right-[3.5rem] max-md:in-dock:bottom-auto"
        title={t('launcher')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={openPanel}
        onPointerEnter={onIntent}
        onFocus={onIntent}
        data-testid="device-settings-launcher"
        data-floating-button
      >
        <BluetoothIcon className="size-5" />
        <span className="sr-only">{t('launcher')}</span>
      </Button>
      {wanted && <Panel {...options} open={open} onOpenChange={setOpen} />}
    </>
  );
}
