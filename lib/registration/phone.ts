import { type CountryCode, getCountries, parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * Phone numbers as people type them, through libphonenumber-js (Google's libphonenumber rules,
 * the "min" metadata: valid-number checks without the weight of number types). A national number
 * ("600 123 456") needs the person's country; an international one ("+31 6 1234 5678") does not.
 */

const COUNTRIES: ReadonlySet<string> = new Set(getCountries());

/** An ISO 3166 alpha-2 code libphonenumber knows ("ES"), or null. */
export function asCountryCode(value: string | null | undefined): CountryCode | null {
  const code = value?.trim().toUpperCase() ?? '';
  return COUNTRIES.has(code) ? (code as CountryCode) : null;
}

/** The number in E.164 (`+34600123456`), or null when it is not a valid number for that country. */
export function normalisePhone(raw: string, country: string | null): string | null {
  const text = raw.trim();
  if (text.length === 0 || text.length > 40) return null;
  const parsed = parsePhoneNumberFromString(text, asCountryCode(country) ?? undefined);
  return parsed?.isValid() ? parsed.number : null;
}

/** Every country code libphonenumber knows, for the country question. */
export function phoneCountries(): readonly CountryCode[] {
  return getCountries();
}
