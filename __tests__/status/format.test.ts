import {
  formatDay,
  formatDuration,
  formatList,
  formatMoment,
  formatSeconds,
  formatShare,
  formatTargetDuration,
  formatTargetShare,
  NOT_MEASURED,
} from '@/lib/status/format';

// Units are held to their number by a no-break space.
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('the status page writes its figures', () => {
  it('times in ms below a second and in seconds with one decimal above, "—" when not measured', () => {
    expect(plain(formatDuration(420, 'en'))).toBe('420 ms');
    expect(plain(formatDuration(0, 'en'))).toBe('0 ms');
    expect(plain(formatDuration(999.4, 'en'))).toBe('999 ms');
    expect(plain(formatDuration(999.6, 'en'))).toBe('1.0 s');
    expect(plain(formatDuration(1_300, 'en'))).toBe('1.3 s');
    expect(plain(formatDuration(1_300, 'nl'))).toBe('1,3 s');
    expect(plain(formatDuration(12_345, 'es'))).toBe('12,3 s');
    expect(formatDuration(null, 'en')).toBe(NOT_MEASURED);
    expect(NOT_MEASURED).toBe('—');
  });

  it('shares with one decimal, rounded down so a rate never reads as a target it missed', () => {
    expect(plain(formatShare(983, 1_000, 'en'))).toBe('98.3 %');
    expect(plain(formatShare(9_896, 10_000, 'en'))).toBe('98.9 %');
    expect(plain(formatShare(60, 60, 'nl'))).toBe('100,0 %');
    expect(formatShare(0, 0, 'en')).toBe('—');
  });

  it('targets as the thresholds define them', () => {
    expect(plain(formatTargetShare(0.975, 'en'))).toBe('97.5 %');
    expect(plain(formatTargetShare(0.99, 'es'))).toBe('99 %');
    expect(plain(formatTargetShare(0.5, 'nl'))).toBe('50 %');
    expect(plain(formatTargetDuration(2_000, 'en'))).toBe('2 s');
    expect(plain(formatTargetDuration(15_000, 'nl'))).toBe('15 s');
    expect(plain(formatSeconds(15, 'en'))).toBe('15 s');
    expect(plain(formatSeconds(11.25, 'es'))).toBe('11,3 s');
    expect(formatSeconds(null, 'en')).toBe('—');
  });

  it('moments in UTC, named, and days of the history in the page language', () => {
    expect(plain(formatMoment('2026-11-24T14:05:00Z', 'nl'))).toBe('24 nov 2026, 14:05 UTC');
    expect(plain(formatMoment('2026-11-24T14:05:00+00:00', 'en'))).toMatch(/^Nov 24, 2026, 0?2:05 PM UTC$/);
    expect(formatDay('2026-11-12', 'en')).toBe('Nov 12, 2026');
    expect(formatDay('2026-11-12', 'es')).toBe('12 nov 2026');
  });

  it('lists as each language joins them', () => {
    expect(formatList(['E-mail', 'SMS', 'Push'], 'en')).toBe('E-mail, SMS, and Push');
    expect(formatList(['E-mail', 'SMS'], 'nl')).toBe('E-mail en SMS');
    expect(formatList(['Correo', 'SMS'], 'es')).toBe('Correo y SMS');
  });
});
