'use client';

import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { RandomSource } from '@/lib/simulation/random';
import type { PendantAlertKind } from '@/lib/pendant/alert-event';
import { connectPendant, type PendantLink } from '@/lib/pendant/connect-pendant';
import { startPendantSimulator, type PendantReading } from '@/lib/pendant/simulator';
import { browserBluetooth, type BluetoothAvailabilityEvent, type WebBluetooth } from '@/lib/pendant/web-bluetooth';

export type PendantConnectionOptions = {
  /** Tests hand in a fake adapter or null; by default the browser's navigator.bluetooth. */
  bluetooth?: WebBluetooth | null;
  /** The simulator's random source (seeded in tests). */
  random?: RandomSource;
  /**
   * The pendant's button, long press or fall (docs/pendant-protocol.md), from a connected pendant
   * or from the simulator's controls; the caller decides what follows (use-pendant-alarm.ts).
   */
  onAlert?: (kind: PendantAlertKind) => void;
};

export type PendantConnection = {
  panelOpen: boolean;
  setPanelOpen(open: boolean): void;
  connecting: boolean;
  connected: boolean;
  deviceName: string | null;
  /** The connected pendant's Bluetooth id, null when none is connected. */
  deviceId: string | null;
  simulatorMode: boolean;
  bluetoothSupported: boolean;
  /** What the panel shows: the pendant's values when connected, else the simulator's. */
  reading: PendantReading;
  /** Only values a real pendant reported; never the simulator's (these are what get saved). */
  deviceReading: PendantReading;
  /** Whether the connected pendant sends button and fall events; null when none is connected. */
  alertsSupported: boolean | null;
  connect(): Promise<void>;
  disconnect(): Promise<void>;
  chooseSimulator(): void;
  chooseBluetooth(): void;
  /** The simulator's stand-ins for the pendant's own events (docs/pendant-protocol.md#the-simulator). */
  pressButton(): void;
  holdButton(): void;
  simulateFall(): void;
};

const noReading: PendantReading = { heartRate: null, battery: null };
const neverChanges = () => () => undefined;
const noBluetoothOnServer = () => null;

/** The pendant connection state of docs/product.md#data with the rules of docs/product.md#states. */
export function usePendantConnection({ bluetooth: injected, random = Math.random, onAlert }: PendantConnectionOptions = {}): PendantConnection {
  // Read after hydration only: the server has no navigator, and the first client render must match it.
  const detected = useSyncExternalStore(neverChanges, browserBluetooth, noBluetoothOnServer);
  const bluetooth = injected === undefined ? detected : injected;
  const adapterAvailable = useAdapterAvailability(bluetooth);
  const bluetoothSupported = bluetooth !== null && adapterAvailable;

  const [panelOpen, setPanelOpen] = useState(false);
  const [connecting, setConnecting] = useState(false);
  const [connected, setConnected] = useState(false);
  const [deviceName, setDeviceName] = useState<string | null>(null);
  const [deviceId, setDeviceId] = useState<string | null>(null);
  const [simulatorMode, setSimulatorMode] = useState(true);
  const [simulatedReading, setSimulatedReading] = useState<PendantReading>(noReading);
  const [deviceReading, setDeviceReading] = useState<PendantReading>(noReading);
  const [alertsSupported, setAlertsSupported] = useState(false);
  const link = useRef<PendantLink | null>(null);
  const lastSimulated = useRef(simulatedReading);
  // The latest callback, so a connection opened earlier always reaches the current one.
  const alertTo = useRef(onAlert);
  useEffect(() => {
    alertTo.current = onAlert;
  }, [onAlert]);
  const emitAlert = useCallback((kind: PendantAlertKind) => alertTo.current?.(kind), []);

  useEffect(() => {
    lastSimulated.current = simulatedReading;
  }, [simulatedReading]);

  useEffect(() => {
    if (!simulatorMode || !panelOpen || connected) return;
    // Resumes from the last simulated values, so closing and reopening the panel does not jump.
    return startPendantSimulator(lastSimulated.current, setSimulatedReading, random);
  }, [simulatorMode, panelOpen, connected, random]);

  // Leaving the page (or the layout hiding the panel) must not leave the pendant paired to a dead tab.
  useEffect(() => () => void link.current?.disconnect(), []);

  const forgetDevice = useCallback(() => {
    link.current = null;
    setConnected(false);
    setDeviceName(null);
    setDeviceId(null);
  }, []);

  const connect = useCallback(async () => {
    if (!bluetooth || !bluetoothSupported) {
      setSimulatorMode(true);
      setPanelOpen(true);
      return;
    }
    setConnecting(true);
    setDeviceReading(noReading);
    try {
      const opened = await connectPendant(bluetooth, {
        onHeartRate: (heartRate) => setDeviceReading((previous) => ({ ...previous, heartRate })),
        onBattery: (battery) => setDeviceReading((previous) => ({ ...previous, battery })),
        onAlert: emitAlert,
        onDisconnected: forgetDevice,
      });
      link.current = opened;
      setAlertsSupported(opened.alerts);
      setDeviceName(opened.deviceName);
      setDeviceId(opened.deviceId);
      setConnected(true);
    } catch (error) {
      // docs/product.md#errors: a warning in the console only; the visitor simply gets the simulator back.
      console.warn('Pendant connection failed; falling back to the simulator', error);
      setConnected(false);
      setSimulatorMode(true);
    } finally {
      setConnecting(false);
      setPanelOpen(true);
    }
  }, [bluetooth, bluetoothSupported, forgetDevice, emitAlert]);

  const disconnect = useCallback(async () => {
    const current = link.current;
    link.current = null;
    setConnected(false);
    setDeviceName(null);
    await current?.disconnect();
  }, []);

  const chooseSimulator = useCallback(() => setSimulatorMode(true), []);
  const chooseBluetooth = useCallback(() => {
    if (bluetoothSupported) setSimulatorMode(false);
  }, [bluetoothSupported]);

  const pressButton = useCallback(() => emitAlert('button'), [emitAlert]);
  const holdButton = useCallback(() => emitAlert('longPress'), [emitAlert]);
  const simulateFall = useCallback(() => emitAlert('fall'), [emitAlert]);

  return {
    panelOpen,
    setPanelOpen,
    connecting,
    connected,
    deviceName,
    deviceId: connected ? deviceId : null,
    simulatorMode,
    bluetoothSupported,
    reading: connected ? deviceReading : simulatorMode ? simulatedReading : noReading,
    deviceReading,
    alertsSupported: connected ? alertsSupported : null,
    connect,
    disconnect,
    chooseSimulator,
    chooseBluetooth,
    pressButton,
    holdButton,
    simulateFall,
  };
}

/**
 * docs/product.md#errors "Bluetooth unavailable → Not supported": a browser can expose the API with no adapter to
 * use (none fitted, or switched off). Assumed available until the browser says otherwise.
 */
function useAdapterAvailability(bluetooth: WebBluetooth | null): boolean {
  const [available, setAvailable] = useState(true);
  useEffect(() => {
    if (!bluetooth) return;
    let active = true;
    bluetooth
      .getAvailability?.()
      .then((value) => {
        // Only "no" changes anything: the state already starts as available.
        if (active && !value) setAvailable(false);
      })
      .catch(() => undefined);
    const onChange = (event: Event) => setAvailable((event as BluetoothAvailabilityEvent).value !== false);
    bluetooth.addEventListener?.('availabilitychanged', onChange);
    return () => {
      active = false;
      bluetooth.removeEventListener?.('availabilitychanged', onChange);
    };
  }, [bluetooth]);
  return available;
}
