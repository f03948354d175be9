import { bluetoothState, bluetoothTone, geolocationState, geolocationTone } from '@/lib/diagnostics/browser-checks';
import { watchRealtime } from '@/lib/diagnostics/realtime-check';

describe('Web Bluetooth check', () => {
  it('reads what the browser offers', async () => {
    expect(await bluetoothState({})).toBe('unsupported');
    expect(await bluetoothState({ bluetooth: {} })).toBe('supported');
    expect(await bluetoothState({ bluetooth: { getAvailability: async () => true } })).toBe('supported');
    expect(await bluetoothState({ bluetooth: { getAvailability: async () => false } })).toBe('unavailable');
    expect(await bluetoothState({ bluetooth: { getAvailability: () => Promise.reject(new Error('blocked')) } })).toBe('unavailable');
    expect([bluetoothTone('supported'), bluetoothTone('unavailable'), bluetoothTone('unsupported')]).toEqual(['ok', 'warning', 'failed']);
  });
});

describe('geolocation permission check', () => {
  const permissions = (state: string) => ({ query: async () => ({ state }) });
  it('reports the permission without asking for it', async () => {
    expect(await geolocationState({})).toBe('unsupported');
    expect(await geolocationState({ geolocation: {} })).toBe('unknown');
    expect(await geolocationState({ geolocation: {}, permissions: permissions('granted') })).toBe('granted');
    expect(await geolocationState({ geolocation: {}, permissions: permissions('prompt') })).toBe('prompt');
    expect(await geolocationState({ geolocation: {}, permissions: permissions('something-new') })).toBe('unknown');
    expect(await geolocationState({ geolocation: {}, permissions: { query: () => Promise.reject(new TypeError('x')) } })).toBe('unknown');
    expect([geolocationTone('granted'), geolocationTone('prompt'), geolocationTone('denied')]).toEqual(['ok', 'warning', 'failed']);
  });
});

describe('realtime check', () => {
  function fakeClient() {
    let callback: (status: string) => void = () => {};
    const channel = { subscribe: (cb: (status: string) => void) => ((callback = cb), channel) };
    const client = { channel: jest.fn(() => channel), removeChannel: jest.fn(async () => 'ok') };
    return { client, emit: (status: string) => callback(status), channel };
  }

  it('reports connected on SUBSCRIBED, failed on an error or time-out, and leaves the channel on cleanup', () => {
    const { client, emit, channel } = fakeClient();
    const states: string[] = [];
    const stop = watchRealtime(client as never, (state) => states.push(state));
    emit('SUBSCRIBED');
    emit('CHANNEL_ERROR');
    emit('TIMED_OUT');
    emit('CLOSED');
    expect(states).toEqual(['connected', 'failed', 'failed']);
    stop();
    expect(client.removeChannel).toHaveBeenCalledWith(channel);
  });
});
