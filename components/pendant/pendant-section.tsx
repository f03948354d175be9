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
  const { connected, connecting, simulatorMode, deviceName, reading } = props;
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
