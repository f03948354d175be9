import type { SosEvent } from '@/lib/data/sos';
import { mapLinks, telHref } from '@/lib/sos/alert-links';
import { shouldNotify, shouldRing } from '@/lib/sos/family-alert-attention';
import {
  ALERT_SOUND_KEY,
  MAX_DISMISSED_ALERTS,
  dismissedAlertsKey,
  loadAlertSoundChoice,
  loadDismissedAlerts,
  saveAlertSoundChoice,
  saveDismissedAlert,
} from '@/lib/sos/family-alert-storage';

const memoryStorage = () => {
  const map = new Map<string, string>();
  return { map, getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k) };
};

describe('alert links', () => {
  it('opens the position in Google Maps, OpenStreetMap and Apple Maps with a marker on it', () => {
    const links = Object.fromEntries(mapLinks({ latitude: 38.3452, longitude: -0.481 }).map((l) => [l.provider, l.url]));
    expect(links.google).toBe('https://www.google.com/maps/search/?api=1&query=38.345200,-0.481000');
    expect(links.openStreetMap).toBe('https://www.openstreetmap.org/?mlat=38.345200&mlon=-0.481000#map=17/38.345200/-0.481000');
    expect(links.apple).toBe('https://maps.apple.com/?ll=38.345200,-0.481000&q=38.345200,-0.481000');
  });

  it('dials a stored phone number, whatever its spacing, and refuses what is not one', () => {
    expect(telHref('+34 600 111 222')).toBe('tel:+34600111222');
    expect(telHref('(020) 123-45.67')).toBe('tel:0201234567');
    expect(telHref('  ')).toBeNull();
    expect(telHref('ab')).toBeNull();
    expect(telHref(null)).toBeNull();
  });
});

describe('what draws attention', () => {
  const event = (status: SosEvent['status'], source: SosEvent['source'] = 'app') => ({ status, source });
  it('rings only for a real alarm nobody is on yet', () => {
    expect(shouldRing(event('active'))).toBe(true);
    expect(shouldRing(event('active', 'pendant'))).toBe(true);
    expect(shouldRing(event('acknowledged'))).toBe(false);
    expect(shouldRing(event('resolved'))).toBe(false);
    expect(shouldRing(event('active', 'test'))).toBe(false);
  });

  it('notifies for open alarms, tests included, never for ended ones', () => {
    expect(shouldNotify(event('active', 'test'))).toBe(true);
    expect(shouldNotify(event('acknowledged'))).toBe(true);
    expect(shouldNotify(event('cancelled'))).toBe(false);
  });
});

describe('what the browser remembers', () => {
  it('keeps dismissed alarms per user, newest last, at most MAX_DISMISSED_ALERTS', () => {
    const storage = memoryStorage();
    for (let i = 0; i < MAX_DISMISSED_ALERTS + 5; i += 1) saveDismissedAlert(storage, 'u1', `e${i}`);
    const kept = loadDismissedAlerts(storage, 'u1');
    expect(kept).toHaveLength(MAX_DISMISSED_ALERTS);
    expect(kept[0]).toBe('e5');
    expect(kept.at(-1)).toBe(`e${MAX_DISMISSED_ALERTS + 4}`);
    expect(loadDismissedAlerts(storage, 'u2')).toEqual([]);
    // Dismissing again moves it to the end instead of storing it twice.
    expect(saveDismissedAlert(storage, 'u1', 'e5').filter((id) => id === 'e5')).toHaveLength(1);
  });

  it('treats anything unreadable as nothing stored', () => {
    const storage = memoryStorage();
    storage.setItem(dismissedAlertsKey('u1'), '{not json');
    expect(loadDismissedAlerts(storage, 'u1')).toEqual([]);
    storage.setItem(dismissedAlertsKey('u1'), JSON.stringify([1, 2]));
    expect(loadDismissedAlerts(storage, 'u1')).toEqual([]);
    storage.setItem(ALERT_SOUND_KEY, 'loud');
    expect(loadAlertSoundChoice(storage)).toBeNull();
    const refusing = { getItem: () => null, setItem: () => { throw new Error('quota'); }, removeItem: () => undefined };
    expect(saveDismissedAlert(refusing, 'u1', 'e1')).toEqual(['e1']);
    expect(() => saveAlertSoundChoice(refusing, 'on')).not.toThrow();
  });

  it('remembers the sound choice', () => {
    const storage = memoryStorage();
    expect(loadAlertSoundChoice(storage)).toBeNull();
    saveAlertSoundChoice(storage, 'on');
    expect(loadAlertSoundChoice(storage)).toBe('on');
    saveAlertSoundChoice(storage, 'off');
    expect(loadAlertSoundChoice(storage)).toBe('off');
  });
});
