import { act, renderHook } from '@testing-library/react';
import { usePendantConnection } from '@/components/pendant/use-pendant-connection';
import type { WebBluetooth } from '@/lib/pendant/web-bluetooth';
import { fakePendant } from './fake-pendant';

const steady = () => 0.5; // no heart-rate drift, no battery drop

function renderConnection(bluetooth: WebBluetooth | null, random = steady) {
  return renderHook(() => usePendantConnection({ bluetooth, random }));
}

describe('usePendantConnection (docs/product.md#data, docs/product.md#states)', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('starts closed, disconnected and in simulator mode', () => {
    const { result } = renderConnection(fakePendant().bluetooth);
    expect(result.current).toMatchObject({
      panelOpen: false,
      connecting: false,
      connected: false,
      deviceName: null,
      simulatorMode: true,
      bluetoothSupported: true,
      reading: { heartRate: null, battery: null },
    });
    expect(renderConnection(null).result.current.bluetoothSupported).toBe(false);
  });

  it('runs the simulator only while simulator mode is on and the panel is open', () => {
    jest.useFakeTimers();
    const { result } = renderConnection(fakePendant().bluetooth);

    act(() => jest.advanceTimersByTime(5000));
    expect(result.current.reading).toEqual({ heartRate: null, battery: null });

    act(() => result.current.setPanelOpen(true));
    act(() => jest.advanceTimersByTime(1200));
    expect(result.current.reading).toEqual({ heartRate: 72, battery: 88 });

    act(() => result.current.chooseBluetooth());
    expect(result.current.simulatorMode).toBe(false);
    expect(result.current.reading).toEqual({ heartRate: null, battery: null });
    act(() => result.current.chooseSimulator());
    act(() => result.current.setPanelOpen(false));
    // Closed again: no timer runs.
    expect(jest.getTimerCount()).toBe(0);
  });

  it('resumes the simulation from its last values', () => {
    jest.useFakeTimers();
    const up = () => 0.999999; // +3 bpm every tick, battery draw ≥ 10 %: no drop
    const { result } = renderConnection(null, up);
    act(() => result.current.setPanelOpen(true));
    act(() => jest.advanceTimersByTime(2400));
    expect(result.current.reading.heartRate).toBe(78);
    act(() => result.current.setPanelOpen(false));
    act(() => result.current.setPanelOpen(true));
    act(() => jest.advanceTimersByTime(1200));
    expect(result.current.reading.heartRate).toBe(81);
  });

  it('without Bluetooth, Scan & Connect switches to the simulator and opens the panel', async () => {
    const { result } = renderConnection(null);
    act(() => result.current.chooseBluetooth());
    expect(result.current.simulatorMode).toBe(true);
    await act(() => result.current.connect());
    expect(result.current).toMatchObject({ simulatorMode: true, panelOpen: true, connected: false });
  });

  it('connects to a pendant, shows its battery and heart rate and stops the simulator', async () => {
    jest.useFakeTimers();
    const fake = fakePendant({ id: 'pendant-9', name: 'ICE SOS 9', battery: 61 });
    const { result } = renderConnection(fake.bluetooth);
    act(() => result.current.setPanelOpen(true));
    act(() => jest.advanceTimersByTime(1200));

    await act(() => result.current.connect());
    expect(result.current).toMatchObject({
      connected: true,
      connecting: false,
      deviceName: 'ICE SOS 9',
      deviceId: 'pendant-9',
      panelOpen: true,
      reading: { heartRate: null, battery: 61 },
    });
    act(() => fake.notify([0x00, 93]));
    expect(result.current.reading).toEqual({ heartRate: 93, battery: 61 });
    expect(result.current.deviceReading).toEqual({ heartRate: 93, battery: 61 });
    act(() => jest.advanceTimersByTime(12_000));
    expect(result.current.reading).toEqual({ heartRate: 93, battery: 61 });
  });

  it('shows Connecting... state while the chooser is open', async () => {
    let choose: (device: unknown) => void = () => undefined;
    const slow = { requestDevice: () => new Promise((resolve) => (choose = resolve)) } as unknown as WebBluetooth;
    const { result } = renderConnection(slow);
    let pending: Promise<void> = Promise.resolve();
    act(() => {
      pending = result.current.connect();
    });
    expect(result.current.connecting).toBe(true);
    await act(async () => {
      choose({ id: 'x', gatt: null, addEventListener() {}, removeEventListener() {} });
      await pending;
    });
    expect(result.current.connecting).toBe(false);
    expect(result.current.connected).toBe(false);
  });

  it('a connect error only warns, leaves it disconnected and returns to simulator mode', async () => {
    const { result } = renderConnection(fakePendant({ failWith: 'NotFoundError' }).bluetooth);
    act(() => result.current.chooseBluetooth());
    expect(result.current.simulatorMode).toBe(false);

    await act(() => result.current.connect());
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Pendant connection failed'), expect.objectContaining({ name: 'NotFoundError' }));
    expect(result.current).toMatchObject({ connected: false, connecting: false, simulatorMode: true, panelOpen: true });
  });

  it('Disconnect stops notifications, disconnects and clears connected and the name', async () => {
    const fake = fakePendant();
    const { result } = renderConnection(fake.bluetooth);
    await act(() => result.current.connect());
    await act(() => result.current.disconnect());

    expect(fake.calls.slice(-2)).toEqual(['stopNotifications', 'disconnect']);
    expect(result.current).toMatchObject({ connected: false, deviceName: null, deviceId: null });
  });

  it('a drop by the pendant clears connected, the name and the stored device', async () => {
    const fake = fakePendant();
    const { result } = renderConnection(fake.bluetooth);
    await act(() => result.current.connect());
    act(() => fake.dropConnection());

    expect(result.current).toMatchObject({ connected: false, deviceName: null, deviceId: null });
    // The stored device is gone: Disconnect has nothing left to close.
    const callsBefore = fake.calls.length;
    await act(() => result.current.disconnect());
    expect(fake.calls).toHaveLength(callsBefore);
  });

  it('counts a browser without a usable adapter as unsupported (docs/product.md#errors Bluetooth unavailable)', async () => {
    const absent = fakePendant({ available: false });
    let result = { current: {} as ReturnType<typeof usePendantConnection> };
    await act(async () => {
      result = renderConnection(absent.bluetooth).result;
    });
    expect(result.current.bluetoothSupported).toBe(false);
    act(() => result.current.chooseBluetooth());
    expect(result.current.simulatorMode).toBe(true);
    await act(() => result.current.connect());
    expect(absent.calls).toEqual([]);

    const fake = fakePendant();
    const second = renderConnection(fake.bluetooth).result;
    act(() => second.current.chooseBluetooth());
    act(() => fake.setAvailability(false));
    expect(second.current).toMatchObject({ bluetoothSupported: false, simulatorMode: false });
    act(() => fake.setAvailability(true));
    expect(second.current.bluetoothSupported).toBe(true);
  });

  it('passes the pendant’s button, long press and fall on, and says whether it sends them (docs/pendant-protocol.md)', async () => {
    const fake = fakePendant();
    const onAlert = jest.fn();
    const { result } = renderHook(() => usePendantConnection({ bluetooth: fake.bluetooth, random: steady, onAlert }));
    expect(result.current.alertsSupported).toBeNull();
    await act(() => result.current.connect());
    expect(result.current.alertsSupported).toBe(true);

    act(() => fake.notifyAlert([0b001, 1]));
    act(() => fake.notifyAlert([0b010, 2]));
    act(() => fake.notifyAlert([0b100, 3]));
    expect(onAlert.mock.calls).toEqual([['button'], ['longPress'], ['fall']]);

    await act(() => result.current.disconnect());
    expect(result.current.alertsSupported).toBeNull();
    const older = fakePendant({ alerts: false });
    const second = renderHook(() => usePendantConnection({ bluetooth: older.bluetooth, random: steady, onAlert })).result;
    await act(() => second.current.connect());
    expect(second.current).toMatchObject({ connected: true, alertsSupported: false });
  });

  it('the simulator’s controls stand in for the pendant’s own events, to the latest callback', () => {
    const first = jest.fn();
    const latest = jest.fn();
    const { result, rerender } = renderHook(({ onAlert }) => usePendantConnection({ bluetooth: null, random: steady, onAlert }), {
      initialProps: { onAlert: first },
    });
    rerender({ onAlert: latest });
    act(() => result.current.pressButton());
    act(() => result.current.simulateFall());
    act(() => result.current.holdButton());
    expect(first).not.toHaveBeenCalled();
    expect(latest.mock.calls).toEqual([['button'], ['fall'], ['longPress']]);
  });

  it('closes the link when it unmounts', async () => {
    const fake = fakePendant();
    const { result, unmount } = renderConnection(fake.bluetooth);
    await act(() => result.current.connect());
    unmount();
    await act(async () => undefined);
    expect(fake.isConnected()).toBe(false);
  });
});
