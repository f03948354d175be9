import { type CountryCode, getCountries, parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js/min';

/**
 * Phone numbers in messages to people outside the app, through libphonenumber-js (the "min"
 * metadata, as lib/registration/phone.ts). Numbers are stored in international form; an older one
 * typed nationally is read with the member's country, the country whose form it was typed in.
 */

const COUNTRIES: ReadonlySet<string> = new Set(getCountries());

function parse(phone: string | null | undefined, defaultCountry: string | null | undefined): PhoneNumber | null {
  const text = phone?.trim() ?? '';
  if (text === '' || text.length > 40) return null;
  const country = defaultCountry?.trim().toUpperCase() ?? '';
  return parsePhoneNumberFromString(text, COUNTRIES.has(country) ? (country as CountryCode) : undefined) ?? null;
}

/** The country a number rings in ("+31 6…" → "NL"), or null when the number does not tell. */
export function phoneCountry(phone: string | null | undefined, defaultCountry?: string | null): string | null {
  return parse(phone, defaultCountry)?.country ?? null;
}

/**
 * A number as people read and dial it from anywhere: "+34 600 12 34 56". A number libphonenumber
 * cannot read is given as stored: a person may still make sense of it, and leaving it out would
 * take away the one thing the reader needs.
 */
export function formatPhoneForReading(phone: string | null | undefined, defaultCountry?: string | null): string | null {
  const text = phone?.trim() ?? '';
  if (text === '') return null;
  const parsed = parse(text, defaultCountry);
  return parsed?.isValid() ? parsed.formatInternational() : text;
}
