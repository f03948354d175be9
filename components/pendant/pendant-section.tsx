'use client';

import { useTranslations } from 'next-intl';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import {
  isBluetoothModeDisabled,
  isScanDisabled,
  pendantBadge,
  type PendantBadge,
  type PendantPanelState,
} from '@/lib/pendant/panel-rules';
import type { PendantReading } from '@/lib/pendant/simulator';

export type PendantSectionProps = PendantPanelState & {
  deviceName: string | null;
  reading: PendantReading;
  onConnect(): void;
  onDisconnect(): void;
  onChooseSimulator(): void;
  onChooseBluetooth(): void;
  /** Whether the connected pendant sends its button and falls; null when none is connected. */
  alertsSupported: boolean | null;
  /** Why a button or fall raised nothing: nobody is signed in. */
  alarmNotice: 'signIn' | null;
  /** The simulator's stand-ins for the pendant's button, its long press and its fall sensor. */
  onPressButton(): void;
  onHoldButton(): void;
  onSimulateFall(): void;
};

const badgeLook: Record<PendantBadge, { variant: BadgeVariant; key: 'badgeConnected' | 'badgeSimulator' | 'badgeReady' | 'badgeNotSupported' }> = {
  connected: { variant: 'success', key: 'badgeConnected' },
  simulator: { variant: 'warning', key: 'badgeSimulator' },
  ready: { variant: 'guardian', key: 'badgeReady' },
  notSupported: { variant: 'secondary', key: 'badgeNotSupported' },
};

/** docs/product.md#routes-and-screens, docs/product.md#states: the Bluetooth Pendant section of the Device Connections panel; the hook owns the state. */
export function PendantSection(props: PendantSectionProps) {
  const t = useTranslations('Devices');
  const tAlarm = useTranslations('PendantAlarm');
  const { connected, connecting, simulatorMode, deviceName, reading, alertsSupported, alarmNotice } = props;
  const badge = badgeLook[pendantBadge(props)];
  const showsSimulation = !connected && simulatorMode;

  const deviceLine = deviceName
    ? t('deviceName', { name: deviceName })
    : showsSimulation
      ? t('simulatedDevice')
      : t('noDevice');

  return (
    <section aria-labelledby="pendant-section-title" className="grid gap-3 rounded-card border border-border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="pendant-section-title" className="text-lg font-semibold">
          {t('pendantTitle')}
        </h3>
        <Badge variant={badge.variant} data-testid="pendant-status">
          <span className="sr-only">{t('status')}: </span>
          {t(badge.key)}
        </Badge>
      </div>
      <p className="text-sm text-muted-foreground" data-testid="pendant-device-name">
        {deviceLine}
      </p>

      <dl className="grid grid-cols-2 gap-2 text-sm">
        <ReadingTile label={t('heartRate')} testId="pendant-heart-rate">
          {reading.heartRate === null ? t('noReading') : t('heartRateValue', { value: reading.heartRate })}
        </ReadingTile>
        <ReadingTile label={t('battery')} testId="pendant-battery">
          {reading.battery === null ? t('noReading') : t('batteryValue', { value: reading.battery })}
        </ReadingTile>
      </dl>
      {showsSimulation && <p className="text-xs text-muted-foreground">{t('simulatedNote')}</p>}

      {/* docs/pendant-protocol.md#the-simulator: the pendant's own button does this when one is connected. */}
      {showsSimulation && (
        <div role="group" aria-labelledby="pendant-simulator-alarm-title" className="grid gap-2">
          <p id="pendant-simulator-alarm-title" className="text-sm font-medium">
            {tAlarm('simulator.title')}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={props.onPressButton}>
              {tAlarm('simulator.press')}
            </Button>
            <Button variant="outline" size="sm" onClick={props.onSimulateFall}>
              {tAlarm('simulator.fall')}
            </Button>
            <Button variant="outline" size="sm" onClick={props.onHoldButton}>
              {tAlarm('simulator.hold')}
            </Button>
          </div>
        </div>
      )}
      {connected && alertsSupported === false && (
        <p className="text-sm text-muted-foreground" data-testid="pendant-no-alerts">
          {tAlarm('noAlertService')}
        </p>
      )}
      {/* Always there, so the reason is announced the moment it appears. */}
      <p role="status" className="text-sm font-medium empty:hidden" data-testid="pendant-alarm-notice">
        {alarmNotice === 'signIn' ? tAlarm('signInNeeded') : null}
      </p>

      {connected ? (
        <Button variant="outline" onClick={props.onDisconnect}>
          {t('disconnect')}
        </Button>
      ) : (
        <Button variant="guardian" onClick={props.onConnect} disabled={isScanDisabled(props)} aria-busy={connecting || undefined}>
          {connecting ? t('connecting') : t('scanConnect')}
        </Button>
      )}

      <div role="group" aria-label={t('mode')} className="grid grid-cols-2 gap-2">
        <ModeButton pressed={simulatorMode} onClick={props.onChooseSimulator}>
          {t('simulatorMode')}
        </ModeButton>
        <ModeButton pressed={!simulatorMode} onClick={props.onChooseBluetooth} disabled={isBluetoothModeDisabled(props)}>
          {t('bluetoothMode')}
        </ModeButton>
      </div>
    </section>
  );
}

function ReadingTile({ label, testId, children }: { label: string; testId: string; children: string }) {
  return (
    <div className="rounded-md bg-muted p-2">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

function ModeButton({
  pressed,
  disabled,
  onClick,
  children,
}: {
  pressed: boolean;
  disabled?: boolean;
  onClick(): void;
  children: string;
}) {
  return (
    <Button
      variant={pressed ? 'default' : 'outline'}
      size="sm"
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onClick}
      className={cn('h-11', pressed && 'ring-2 ring-ring ring-offset-1')}
    >
      {children}
    </Button>
  );
}
