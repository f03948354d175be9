import { COUNTRY_TIME_ZONES, countryTimeZone } from '@/lib/notify/country-time-zones';
import { messageTimeZone } from '@/lib/notify/message-time-zone';
import { formatPhoneForReading, phoneCountry } from '@/lib/notify/phone-country';
import { SHIPPING_COUNTRIES } from '@/lib/validation/pendant-order';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import nl from '@/messages/nl.json';

describe('country time zones', () => {
  it('knows a zone for every country the service ships to', () => {
    for (const country of SHIPPING_COUNTRIES) expect(countryTimeZone(country)).not.toBeNull();
  });

  it('holds only zones Intl knows, each with a name in every language', () => {
    for (const { zone, place } of Object.values(COUNTRY_TIME_ZONES)) {
      expect(() => new Intl.DateTimeFormat('en', { timeZone: zone })).not.toThrow();
      for (const catalogue of [en, nl, es]) expect(catalogue.SosNotify.timeZone[place]).toBeTruthy();
    }
  });

  it('marks the countries with more than one zone', () => {
    const several = Object.entries(COUNTRY_TIME_ZONES).filter(([, zone]) => !zone.wholeCountry).map(([country]) => country);
    expect(several.sort()).toEqual(['ES', 'PT']);
  });

  it('reads codes in any case, and knows nothing of others', () => {
    expect(countryTimeZone(' es ')?.zone).toBe('Europe/Madrid');
    expect(countryTimeZone('US')).toBeNull();
    expect(countryTimeZone(null)).toBeNull();
  });
});

describe('messageTimeZone', () => {
  it('takes the recipient’s number’s zone when its country has one', () => {
    expect(messageTimeZone({ recipientPhone: '+31612345678', memberCountry: 'ES' })).toMatchObject({ zone: 'Europe/Amsterdam', place: 'amsterdam' });
    expect(messageTimeZone({ recipientPhone: '+353851234567', memberCountry: null })).toMatchObject({ zone: 'Europe/Dublin' });
  });

  it('takes the member’s country’s main zone otherwise', () => {
    expect(messageTimeZone({ recipientPhone: '+34922123456', memberCountry: 'NL' })).toMatchObject({ zone: 'Europe/Amsterdam' });
    expect(messageTimeZone({ recipientPhone: '+12125550100', memberCountry: 'ES' })).toMatchObject({ zone: 'Europe/Madrid' });
    expect(messageTimeZone({ recipientPhone: null, memberCountry: 'PT' })).toMatchObject({ zone: 'Europe/Lisbon', place: 'lisbon' });
  });

  it('reads a contact’s national number in the member’s country', () => {
    expect(messageTimeZone({ recipientPhone: '0612345678', memberCountry: 'NL' })).toMatchObject({ zone: 'Europe/Amsterdam' });
  });

  it('is UTC, named as such, when neither is known', () => {
    expect(messageTimeZone({ recipientPhone: null, memberCountry: null })).toEqual({ zone: 'UTC', place: 'utc' });
    expect(messageTimeZone({ recipientPhone: 'not a number', memberCountry: 'XX' })).toEqual({ zone: 'UTC', place: 'utc' });
  });
});

describe('phone numbers in messages', () => {
  it('tells the country a number rings in', () => {
    expect(phoneCountry('+31612345678')).toBe('NL');
    expect(phoneCountry('600123456', 'ES')).toBe('ES');
    expect(phoneCountry('600123456')).toBeNull();
    expect(phoneCountry(null)).toBeNull();
  });

  it('writes a number in international form for reading', () => {
    expect(formatPhoneForReading('+34600123456')).toBe('+34 600 12 34 56');
    expect(formatPhoneForReading('+31612345678', 'ES')).toBe('+31 6 12345678');
    expect(formatPhoneForReading('0612345678', 'NL')).toBe('+31 6 12345678');
    expect(formatPhoneForReading('  ')).toBeNull();
  });
});
