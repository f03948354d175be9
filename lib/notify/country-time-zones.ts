/**
 * The time zone of each country the service serves (the pendant's shipping countries, which hold
 * the registration's quick-reply countries), so a message to someone outside the app can give an
 * alarm's time as that person's clock shows it (docs/architecture.md#sos-delivery). Small and
 * explicit on purpose: a country missing here is "unknown", and the message falls back to another
 * zone it can name, never to a bare UTC time.
 *
 * `place` is the key of the zone's name in messages/<language>.json (`SosNotify.timeZone`), e.g.
 * "hora de Madrid". `wholeCountry` is false where the country spans more than one zone: the zone
 * given is then its main one, right for most of its people but not for all, so a phone number from
 * that country does not tell which zone its holder lives in.
 */
export const COUNTRY_TIME_ZONES = {
  // Spain: the peninsula, the Balearics, Ceuta and Melilla. The Canaries (Atlantic/Canary) are an
  // hour behind, and a Spanish number does not say whether it rings there.
  ES: { zone: 'Europe/Madrid', place: 'madrid', wholeCountry: false },
  // Portugal: the mainland and Madeira. The Azores (Atlantic/Azores) are an hour behind.
  PT: { zone: 'Europe/Lisbon', place: 'lisbon', wholeCountry: false },
  // The Caribbean Netherlands and France's overseas departments have country codes of their own
  // (BQ; GP, MQ, GF, RE, YT), so NL and FR here are the European parts only.
  NL: { zone: 'Europe/Amsterdam', place: 'amsterdam', wholeCountry: true },
  FR: { zone: 'Europe/Paris', place: 'paris', wholeCountry: true },
  BE: { zone: 'Europe/Brussels', place: 'brussels', wholeCountry: true },
  DE: { zone: 'Europe/Berlin', place: 'berlin', wholeCountry: true },
  IT: { zone: 'Europe/Rome', place: 'rome', wholeCountry: true },
  IE: { zone: 'Europe/Dublin', place: 'dublin', wholeCountry: true },
  AT: { zone: 'Europe/Vienna', place: 'vienna', wholeCountry: true },
  LU: { zone: 'Europe/Luxembourg', place: 'luxembourg', wholeCountry: true },
  GB: { zone: 'Europe/London', place: 'london', wholeCountry: true },
} as const;

export type ServedCountry = keyof typeof COUNTRY_TIME_ZONES;
export type CountryTimeZone = (typeof COUNTRY_TIME_ZONES)[ServedCountry];
/** A zone a message can name: one of the countries' zones, or UTC when no zone is known. */
export type TimeZonePlace = CountryTimeZone['place'] | 'utc';

const isServedCountry = (code: string): code is ServedCountry => Object.hasOwn(COUNTRY_TIME_ZONES, code);

/** The zone of an ISO 3166-1 alpha-2 country ("ES", case-insensitive), or null when we do not serve it. */
export function countryTimeZone(country: string | null | undefined): CountryTimeZone | null {
  const code = country?.trim().toUpperCase() ?? '';
  return isServedCountry(code) ? COUNTRY_TIME_ZONES[code] : null;
}
