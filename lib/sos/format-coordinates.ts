/**
 * A position as people and map apps read it: dot decimals, six places (about 10 cm), latitude
 * first, whatever the page's language. Coordinates are not amounts: "52,370220, 4,895170" (a
 * Dutch or Spanish number format) cannot be told apart from four numbers.
 */
export function formatCoordinates(latitude: number, longitude: number): string {
  return `${latitude.toFixed(6)}, ${longitude.toFixed(6)}`;
}
