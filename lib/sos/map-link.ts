import type { LatLng } from './haversine';

/** An OpenStreetMap link with a marker on the position (no API key, works in every browser). */
export function openStreetMapUrl({ latitude, longitude }: LatLng): string {
  const lat = latitude.toFixed(6);
  const lng = longitude.toFixed(6);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;
}
