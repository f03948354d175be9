/**
 * Browser capability checks for the /test diagnostics page, written against the small parts of
 * `navigator` they use so they can be unit-tested with plain objects.
 */

/** Web Bluetooth is not in TypeScript's DOM library yet; only what we read. */
type BluetoothLike = { getAvailability?: () => Promise<boolean> };
export type NavigatorLike = {
  bluetooth?: BluetoothLike;
  permissions?: { query: (descriptor: { name: 'geolocation' }) => Promise<{ state: string }> };
  geolocation?: unknown;
};

/** supported: the API exists and an adapter is present; unavailable: API without adapter (or off). */
export type BluetoothState = 'supported' | 'unavailable' | 'unsupported';

export async function bluetoothState(nav: NavigatorLike): Promise<BluetoothState> {
  if (!nav.bluetooth) return 'unsupported';
  if (!nav.bluetooth.getAvailability) return 'supported';
  try {
    return (await nav.bluetooth.getAvailability()) ? 'supported' : 'unavailable';
  } catch {
    return 'unavailable';
  }
}

export type GeolocationState = 'granted' | 'denied' | 'prompt' | 'unknown' | 'unsupported';

/** The geolocation permission, without asking for it (asking would show the browser's prompt). */
export async function geolocationState(nav: NavigatorLike): Promise<GeolocationState> {
  if (!nav.geolocation) return 'unsupported';
  if (!nav.permissions) return 'unknown';
  try {
    const { state } = await nav.permissions.query({ name: 'geolocation' });
    return state === 'granted' || state === 'denied' || state === 'prompt' ? state : 'unknown';
  } catch {
    return 'unknown';
  }
}

/** How a check reads on the page: good, worth a look, or broken. */
export type CheckTone = 'ok' | 'warning' | 'failed' | 'pending';

export function bluetoothTone(state: BluetoothState): CheckTone {
  return state === 'supported' ? 'ok' : state === 'unavailable' ? 'warning' : 'failed';
}

export function geolocationTone(state: GeolocationState): CheckTone {
  return state === 'granted' ? 'ok' : state === 'denied' || state === 'unsupported' ? 'failed' : 'warning';
}
