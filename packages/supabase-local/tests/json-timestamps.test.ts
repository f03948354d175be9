/** @jest-environment node */
import { isoTimestamp, isoTimestamptz } from '../db/json-timestamps';

describe('timestamps in the JSON PostgREST writes', () => {
  it.each([
    ['2026-11-24 03:14:37.778+00', '2026-11-24T03:14:37.778+00:00'],
    ['2026-11-24 03:14:37+00', '2026-11-24T03:14:37+00:00'],
    ['2026-11-24 03:14:37.778843+05:30', '2026-11-24T03:14:37.778843+05:30'],
    ['1900-01-01 00:00:00-00:19:32', '1900-01-01T00:00:00-00:19:32'],
    ['infinity', 'infinity'],
    ['-infinity', '-infinity'],
    ['0044-03-15 00:00:00+00 BC', '0044-03-15 00:00:00+00 BC'],
  ])('timestamptz %s → %s', (text, json) => {
    expect(isoTimestamptz(text)).toBe(json);
  });

  it.each([
    ['2026-11-24 03:14:37.778', '2026-11-24T03:14:37.778'],
    ['2026-11-24 03:14:37', '2026-11-24T03:14:37'],
    ['infinity', 'infinity'],
  ])('timestamp %s → %s', (text, json) => {
    expect(isoTimestamp(text)).toBe(json);
  });

  it('the result is what a browser Date reads as the same instant', () => {
    expect(new Date(isoTimestamptz('2026-11-24 03:14:37.778+05:30')).toISOString()).toBe('2026-11-23T21:44:37.778Z');
  });
});
