import { createFormatter } from 'next-intl';
import { formatRemaining, remainingParts } from '@/components/looking-after/countdown';

describe('remainingParts', () => {
  it('splits milliseconds into days, hours, minutes and seconds', () => {
    expect(remainingParts(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999)).toEqual({ d: 2, h: 3, m: 4, s: 5 });
  });

  it('never goes below zero once the end has passed', () => {
    expect(remainingParts(-5000)).toEqual({ d: 0, h: 0, m: 0, s: 0 });
  });
});

describe('formatRemaining', () => {
  const ms = ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000;
  const inLanguage = (locale: 'en' | 'nl' | 'es') => createFormatter({ locale, timeZone: 'UTC' });

  it("writes each unit in the page's language, not English abbreviations everywhere", () => {
    // The units come from the language's own data, so Dutch hours are "u" (uur) and Spanish minutes "min".
    expect(formatRemaining(ms, inLanguage('en'))).toBe('2d 3h 4m 5s');
    expect(formatRemaining(ms, inLanguage('nl'))).toBe('2 d, 3 u, 4 m, 5 s');
    expect(formatRemaining(ms, inLanguage('es'))).toBe('2d 3h 4min 5s');
  });

  it('leaves out leading zero units but keeps zeros after the first unit', () => {
    expect(formatRemaining(3 * 60_000 + 7000, inLanguage('es'))).toBe('3min 7s');
    expect(formatRemaining(3600_000 + 7000, inLanguage('en'))).toBe('1h 0m 7s');
    expect(formatRemaining(-1, inLanguage('nl'))).toBe('0 s');
  });
});
