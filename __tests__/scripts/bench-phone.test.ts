/** @jest-environment node */
import { CPU_SLOWDOWN, PHONE_CONTEXT, SLOW_4G, slow4gConditions } from '../../scripts/bench-phone/profile';
import { type Figure, formatTable, formatValue, verdict } from '../../scripts/bench-phone/report';
import { largestContentfulPaint, median, totalBlockingTime } from '../../scripts/bench-phone/stats';

describe('median', () => {
  it('takes the middle value of an odd count and the mean of the middle two of an even one', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([42])).toBe(42);
  });

  it('sorts a copy and leaves its input alone', () => {
    const values = [900, 100, 500, 300, 700];
    expect(median(values)).toBe(500);
    expect(values).toEqual([900, 100, 500, 300, 700]);
  });

  it('counts a missed run as slower than any other, and has nothing for no runs', () => {
    expect(median([1000, Number.POSITIVE_INFINITY, 1200])).toBe(1200);
    expect(median([Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY, 1200])).toBe(Number.POSITIVE_INFINITY);
    expect(median([])).toBeNaN();
  });
});

describe('totalBlockingTime', () => {
  it('sums each long task over 50 ms', () => {
    // (120 − 50) + (51 − 50) + (300 − 50)
    expect(totalBlockingTime([{ startTime: 10, duration: 120 }, { startTime: 200, duration: 51 }, { startTime: 900, duration: 300 }])).toBe(321);
  });

  it('adds nothing for a task of 50 ms or less, and nothing for no tasks', () => {
    expect(totalBlockingTime([{ startTime: 0, duration: 50 }, { startTime: 60, duration: 20 }])).toBe(0);
    expect(totalBlockingTime([])).toBe(0);
  });

  it('counts only the tasks that started within the window (load + 5 s)', () => {
    const tasks = [{ startTime: 100, duration: 150 }, { startTime: 6000, duration: 80 }, { startTime: 6001, duration: 500 }];
    expect(totalBlockingTime(tasks, 6000)).toBe(100 + 30);
  });
});

describe('largestContentfulPaint', () => {
  it('is the last candidate the browser reported', () => {
    expect(largestContentfulPaint([{ startTime: 400 }, { startTime: 1150 }])).toBe(1150);
    expect(largestContentfulPaint([])).toBeNaN();
  });
});

describe('the phone profile (issue 48)', () => {
  it('is a 390 × 844 touch screen at 3×', () => {
    expect(PHONE_CONTEXT).toMatchObject({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  });

  it("slows the CPU 4× and uses Lighthouse's slow 4G constants", () => {
    expect(CPU_SLOWDOWN).toBe(4);
    // lighthouse 12, lantern's throttling.mobileSlow4G: rttMs 150, throughputKbps 1.6 × 1024, upload 750 (before its × 0.9).
    expect(SLOW_4G).toEqual({ rttMs: 150, downloadKbps: 1.6 * 1024, uploadKbps: 750 });
  });

  it('hands DevTools bytes per second, a kbps counted as 1024 bits/s as Lighthouse does', () => {
    expect(slow4gConditions()).toEqual({ offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: 96_000 });
  });
});

describe('the printed table', () => {
  const cold: Figure = { name: '/sos tap-ready, cold', unit: 's', runs: [1400, 1600, 1450], goalAtMost: 1500 };

  it('says met when the median is within the goal, and not met otherwise', () => {
    expect(verdict(cold)).toBe('met');
    expect(verdict({ ...cold, runs: [1400, 1600, 1550] })).toBe('not met');
    expect(verdict({ ...cold, runs: [1400, Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY] })).toBe('not met');
    expect(verdict({ ...cold, goalAtMost: undefined })).toBe('');
  });

  it('formats each unit, a missed run and a run without a value', () => {
    expect(formatValue(1449.6, 's')).toBe('1.45 s');
    expect(formatValue(199.6, 'ms')).toBe('200 ms');
    expect(formatValue(203_878, 'kB')).toBe('199.1 kB');
    expect(formatValue(1, 'runs')).toBe('yes');
    expect(formatValue(Number.POSITIVE_INFINITY, 's')).toBe('missed');
    expect(formatValue(Number.NaN, 's')).toBe('—');
  });

  it('prints every run, the median, the goal and the verdict in aligned columns', () => {
    const table = formatTable([cold, { name: '/sos tappable before it, cold', unit: 'runs', runs: [1, 0, 1] }]).split('\n');
    expect(table[0]).toMatch(/^figure\s+runs\s+median\s+goal\s+met\?$/);
    expect(table[2]).toMatch(/^\/sos tap-ready, cold\s+1\.40 s, 1\.60 s, 1\.45 s\s+1\.45 s\s+≤ 1\.50 s\s+met$/);
    expect(table[3]).toMatch(/^\/sos tappable before it, cold\s+yes, no, yes\s+2\/3 yes\s+—$/);
    expect(table[2].lastIndexOf('1.45 s')).toBe(table[0].indexOf('median'));
  });
});
