import type { LatLng } from './haversine';
import { openStreetMapUrl } from './map-link';

/**
 * Links that let family act on an alarm from any device: open the position in a maps app, call the
 * member. Links, not an embedded map: no tiles are fetched, and each opens in the app people know.
 */
export type MapProvider = 'google' | 'openStreetMap' | 'apple';

const coordinates = ({ latitude, longitude }: LatLng) => `${latitude.toFixed(6)},${longitude.toFixed(6)}`;

/** The position in Google Maps, OpenStreetMap and Apple Maps, each with a marker on it. */
export function mapLinks(position: LatLng): { provider: MapProvider; url: string }[] {
  const at = coordinates(position);
  return [
    // Google's documented Maps URL: works in the app on phones and in any browser.
    { provider: 'google', url: `https://www.google.com/maps/search/?api=1&query=${at}` },
    { provider: 'openStreetMap', url: openStreetMapUrl(position) },
    // Apple's map links open Apple Maps on Apple devices and a web map elsewhere.
    { provider: 'apple', url: `https://maps.apple.com/?ll=${at}&q=${at}` },
  ];
}

/**
 * A `tel:` link for a stored phone number (free text in profiles): spaces, dots, dashes and
 * brackets dropped, a leading "+" kept. null when too few digits remain to be a number.
 */
export function telHref(phone: string | null | undefined): string | null {
  const trimmed = phone?.trim() ?? '';
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length < 3 || digits.length > 20) return null;
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}
