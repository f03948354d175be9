import { convertPrice, formatMoney, formatPrice, formattingLocale, isCurrency } from '@/lib/currency';

// Intl inserts narrow/non-breaking spaces; compare on plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('convertPrice (docs/product.md#limits-and-constants)', () => {
  it('divides by the source rate and multiplies by the target rate', () => {
    expect(convertPrice(10, 'EUR', 'USD')).toBeCloseTo(10.9);
    expect(convertPrice(10, 'EUR', 'GBP')).toBeCloseTo(8.5);
    expect(convertPrice(10, 'EUR', 'AUD')).toBeCloseTo(16.3);
    expect(convertPrice(10.9, 'USD', 'EUR')).toBeCloseTo(10);
    expect(convertPrice(8.5, 'GBP', 'AUD')).toBeCloseTo(16.3);
  });

  it('treats unknown currencies as EUR, both ways', () => {
    expect(convertPrice(4.99, 'XYZ', 'EUR')).toBeCloseTo(4.99);
    expect(convertPrice(4.99, 'EUR', 'JPY')).toBeCloseTo(4.99);
    expect(convertPrice(4.99, '', 'USD')).toBeCloseTo(4.99 * 1.09);
  });

  it('returns the amount unchanged within one currency', () => {
    expect(convertPrice(49.99, 'AUD', 'AUD')).toBeCloseTo(49.99);
  });
});

describe('formatting (docs/product.md#limits-and-constants)', () => {
  it('picks nl-NL, es-ES, otherwise en-US', () => {
    expect(formattingLocale('nl')).toBe('nl-NL');
    expect(formattingLocale('es')).toBe('es-ES');
    expect(formattingLocale('en')).toBe('en-US');
    expect(formattingLocale('de')).toBe('en-US');
  });

  it('formats per language', () => {
    expect(plain(formatMoney(4.99, 'EUR', 'en'))).toBe('€4.99');
    expect(plain(formatMoney(4.99, 'EUR', 'nl'))).toBe('€ 4,99');
    expect(plain(formatMoney(4.99, 'EUR', 'es'))).toBe('4,99 €');
    expect(plain(formatMoney(1234.5, 'USD', 'en'))).toBe('$1,234.50');
  });

  it('converts then formats a catalogue price', () => {
    expect(plain(formatPrice(4.99, 'EUR', 'GBP', 'en'))).toBe('£4.24');
    expect(plain(formatPrice(4.99, 'EUR', 'AUD', 'en'))).toBe('A$8.13');
    expect(plain(formatPrice(4.99, 'EUR', 'USD', 'es'))).toBe('5,44 US$');
  });

  it('falls back to EUR for an unknown currency code when formatting', () => {
    expect(plain(formatMoney(2, 'XYZ', 'en'))).toBe('€2.00');
  });

  it('recognises only the four currencies', () => {
    expect(['EUR', 'GBP', 'USD', 'AUD'].every(isCurrency)).toBe(true);
    expect(isCurrency('eur')).toBe(false);
    expect(isCurrency(undefined)).toBe(false);
  });
});
