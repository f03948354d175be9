'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef } from 'react';
import { useAuth } from '@/components/auth/auth-provider';
import { DialogContent, DialogDescription, DialogRoot, DialogTitle } from '@/components/ui/dialog';
import { useToast } from '@/components/ui/toast-provider';
import { useReturnFocus } from '@/components/ui/use-return-focus';
import type { PendantAlertKind } from '@/lib/pendant/alert-event';
import { PendantAlarmDialog } from './pendant-alarm-dialog';
import { PendantSection } from './pendant-section';
import { SmartSpeakersSection } from './smart-speakers-section';
import { usePendantAlarm } from './use-pendant-alarm';
import { usePendantConnection, type PendantConnectionOptions } from './use-pendant-connection';
import { usePendantReadingSync } from './use-pendant-reading-sync';

export type DeviceSettingsPanelProps = PendantConnectionOptions & {
  open: boolean;
  onOpenChange(open: boolean): void;
};

/**
 * docs/product.md#routes-and-screens: the Device Connections dialog, with the pendant's connection.
 * Mounted from the first time it is wanted and kept mounted, so a connected pendant stays connected
 * (and its readings saved) while the dialog is closed and across pages. The pendant's button and
 * fall countdown (docs/pendant-protocol.md#what-the-app-does) lives here too, beside the connection
 * it listens to, so it works on every page while the dialog is closed.
 */
export function DeviceSettingsPanel({ open, onOpenChange, ...options }: DeviceSettingsPanelProps) {
  const t = useTranslations('Devices');
  const tAlarm = useTranslations('PendantAlarm');
  const { toast } = useToast();
  const { user } = useAuth();
  const alarm = usePendantAlarm({ signedIn: Boolean(user) });
  const { handleAlert } = alarm;

  // A real pendant's event with the dialog closed and nobody signed in: said in a toast, since
  // the dialog's own line cannot be seen.
  const dialogOpen = useRef(open);
  useEffect(() => {
    dialogOpen.current = open;
  }, [open]);
  const onAlert = useCallback(
    (kind: PendantAlertKind) => {
      if (handleAlert(kind) === 'signedOut' && !dialogOpen.current) toast({ title: tAlarm('signInNeeded') });
    },
    [handleAlert, toast, tAlarm],
  );

  const pendant = usePendantConnection({ ...options, onAlert });
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
    <>
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
            alertsSupported={pendant.alertsSupported}
            alarmNotice={alarm.notice}
            onConnect={() => void pendant.connect()}
            onDisconnect={() => void pendant.disconnect()}
            onChooseSimulator={pendant.chooseSimulator}
            onChooseBluetooth={pendant.chooseBluetooth}
            onPressButton={pendant.pressButton}
            onHoldButton={pendant.holdButton}
            onSimulateFall={pendant.simulateFall}
          />
          <SmartSpeakersSection />
        </DialogContent>
      </DialogRoot>
      <PendantAlarmDialog state={alarm.state} onCancel={alarm.cancel} onRaiseNow={alarm.raiseNow} />
    </>
  );
}
