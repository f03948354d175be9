import { readFileSync } from 'node:fs';
import path from 'node:path';
import { encodePendantAlert } from '@/lib/pendant/alert-event';
import { alertEvent, alertService } from '@/lib/pendant/bluetooth-uuids';
import { connectPendant, pendantRequestOptions } from '@/lib/pendant/connect-pendant';
import { fakePendant } from './fake-pendant';

const handlers = () => ({ onHeartRate: jest.fn(), onBattery: jest.fn(), onAlert: jest.fn(), onDisconnected: jest.fn() });

describe('connectPendant (docs/product.md#rules, docs/product.md#backend-calls)', () => {
  it('requests a heart rate device with the battery and alerts optional, connects, subscribes and reads the battery', async () => {
    const fake = fakePendant({ id: 'abc', name: 'Pendant 7', battery: 64 });
    const on = handlers();
    const link = await connectPendant(fake.bluetooth, on);

    expect(fake.requestOptions).toEqual([{ filters: [{ services: ['heart_rate'] }], optionalServices: ['battery_service', alertService] }]);
    expect(pendantRequestOptions.filters[0].services).toEqual(['heart_rate']);
    expect(fake.calls).toEqual(['requestDevice', 'connect', 'startNotifications', 'readAlert', 'startAlertNotifications', 'readBattery']);
    expect(on.onBattery).toHaveBeenCalledWith(64);
    expect(link).toMatchObject({ deviceId: 'abc', deviceName: 'Pendant 7', alerts: true });
  });

  it('passes parsed heart rates on and skips zero and truncated values', async () => {
    const fake = fakePendant();
    const on = handlers();
    await connectPendant(fake.bluetooth, on);

    fake.notify([0x00, 81]);
    fake.notify([0x00, 0]);
    fake.notify([0x01, 0x90]);
    fake.notify([0x01, 0x90, 0x00]);
    expect(on.onHeartRate.mock.calls).toEqual([[81], [144]]);
  });

  it('connects without a battery service and reports no battery', async () => {
    const fake = fakePendant({ battery: null, name: null });
    const on = handlers();
    const link = await connectPendant(fake.bluetooth, on);
    expect(on.onBattery).not.toHaveBeenCalled();
    expect(link.deviceName).toBeNull();
    expect(fake.isConnected()).toBe(true);
  });

  it('rejects when the chooser is cancelled', async () => {
    const fake = fakePendant({ failWith: 'NotFoundError' });
    await expect(connectPendant(fake.bluetooth, handlers())).rejects.toMatchObject({ name: 'NotFoundError' });
    expect(fake.calls).toEqual(['requestDevice']);
  });

  it('disconnect stops notifications, then disconnects, without reporting a device-initiated drop', async () => {
    const fake = fakePendant();
    const on = handlers();
    const link = await connectPendant(fake.bluetooth, on);
    await link.disconnect();

    expect(fake.calls.slice(-3)).toEqual(['stopAlertNotifications', 'stopNotifications', 'disconnect']);
    expect(fake.isConnected()).toBe(false);
    expect(on.onDisconnected).not.toHaveBeenCalled();
    fake.notify([0x00, 90]);
    fake.notifyAlert([0x01, 1]);
    expect(on.onHeartRate).not.toHaveBeenCalled();
    expect(on.onAlert).not.toHaveBeenCalled();
  });

  it('reports a drop by the pendant itself', async () => {
    const fake = fakePendant();
    const on = handlers();
    await connectPendant(fake.bluetooth, on);
    fake.dropConnection();
    expect(on.onDisconnected).toHaveBeenCalledTimes(1);
  });
});

describe('the pendant’s button and fall (docs/pendant-protocol.md)', () => {
  it('passes each button press, long press and fall on once', async () => {
    const fake = fakePendant();
    const on = handlers();
    await connectPendant(fake.bluetooth, on);

    fake.notifyAlert(encodePendantAlert('button', 1));
    fake.notifyAlert(encodePendantAlert('button', 1)); // the same event notified again
    fake.notifyAlert(encodePendantAlert('longPress', 2));
    fake.notifyAlert(encodePendantAlert('fall', 3));
    fake.notifyAlert([0b101, 4]); // fall and button at once: the fall
    fake.notifyAlert([0x00, 5]); // nothing happened
    fake.notifyAlert([]); // an empty value
    fake.notifyAlert([0x01]); // no sequence number: every value counts
    fake.notifyAlert([0x01]);
    expect(on.onAlert.mock.calls).toEqual([['button'], ['longPress'], ['fall'], ['fall'], ['button'], ['button']]);
  });

  it('does not take the event the pendant held from before the connection for a new one', async () => {
    const fake = fakePendant({ lastAlert: encodePendantAlert('button', 9) });
    const on = handlers();
    await connectPendant(fake.bluetooth, on);
    expect(on.onAlert).not.toHaveBeenCalled();

    fake.notifyAlert(encodePendantAlert('button', 9));
    expect(on.onAlert).not.toHaveBeenCalled();
    fake.notifyAlert(encodePendantAlert('button', 10));
    expect(on.onAlert.mock.calls).toEqual([['button']]);
  });

  it('connects a pendant without the alert service for its readings alone', async () => {
    const fake = fakePendant({ alerts: false, battery: 50 });
    const on = handlers();
    const link = await connectPendant(fake.bluetooth, on);
    expect(link.alerts).toBe(false);
    expect(fake.isConnected()).toBe(true);
    expect(fake.calls).toEqual(['requestDevice', 'connect', 'startNotifications', 'readBattery']);
    fake.notify([0x00, 70]);
    expect(on.onHeartRate).toHaveBeenCalledWith(70);
    expect(on.onBattery).toHaveBeenCalledWith(50);

    await link.disconnect();
    expect(fake.calls.slice(-2)).toEqual(['stopNotifications', 'disconnect']);
  });

  it('uses the UUIDs of bluetooth-uuids.ts in the self-contained fake pendant', () => {
    const fakeSource = readFileSync(path.join(__dirname, '..', '..', 'e2e', 'support', 'fake-bluetooth.ts'), 'utf8');
    expect(fakeSource).toContain(`'${alertService}'`);
    expect(fakeSource).toContain(`'${alertEvent}'`);
    // Random 128-bit UUIDs, not on the Bluetooth SIG base reserved for assigned numbers.
    for (const uuid of [alertService, alertEvent]) {
      expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(uuid.endsWith('-0000-1000-8000-00805f9b34fb')).toBe(false);
    }
  });
});
