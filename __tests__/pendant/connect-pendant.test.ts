import { connectPendant, pendantRequestOptions } from '@/lib/pendant/connect-pendant';
import { fakePendant } from './fake-pendant';

const handlers = () => ({ onHeartRate: jest.fn(), onBattery: jest.fn(), onDisconnected: jest.fn() });

describe('connectPendant (docs/product.md#rules, docs/product.md#backend-calls)', () => {
  it('requests a heart rate device with the battery optional, connects, subscribes and reads the battery', async () => {
    const fake = fakePendant({ id: 'abc', name: 'Pendant 7', battery: 64 });
    const on = handlers();
    const link = await connectPendant(fake.bluetooth, on);

    expect(fake.requestOptions).toEqual([{ filters: [{ services: ['heart_rate'] }], optionalServices: ['battery_service'] }]);
    expect(pendantRequestOptions.filters[0].services).toEqual(['heart_rate']);
    expect(fake.calls).toEqual(['requestDevice', 'connect', 'startNotifications', 'readBattery']);
    expect(on.onBattery).toHaveBeenCalledWith(64);
    expect(link).toMatchObject({ deviceId: 'abc', deviceName: 'Pendant 7' });
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

    expect(fake.calls.slice(-2)).toEqual(['stopNotifications', 'disconnect']);
    expect(fake.isConnected()).toBe(false);
    expect(on.onDisconnected).not.toHaveBeenCalled();
    fake.notify([0x00, 90]);
    expect(on.onHeartRate).not.toHaveBeenCalled();
  });

  it('reports a drop by the pendant itself', async () => {
    const fake = fakePendant();
    const on = handlers();
    await connectPendant(fake.bluetooth, on);
    fake.dropConnection();
    expect(on.onDisconnected).toHaveBeenCalledTimes(1);
  });
});
