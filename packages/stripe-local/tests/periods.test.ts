/** @jest-environment node */
import { addRecurrences, nextPeriodEnd } from '../core/periods';
import { parseForm } from '../http/form';

const at = (iso: string) => Date.parse(iso) / 1000;
const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

describe('calendar periods', () => {
  const monthly = { interval: 'month' as const, interval_count: 1 };

  it('anchors on the day of month and clamps to the month’s last day, without drift', () => {
    const anchor = at('2027-01-31T09:30:00Z');
    expect([1, 2, 3, 4].map((n) => iso(addRecurrences(anchor, monthly, n)))).toEqual([
      '2027-02-28T09:30:00.000Z',
      '2027-03-31T09:30:00.000Z',
      '2027-04-30T09:30:00.000Z',
      '2027-05-31T09:30:00.000Z',
    ]);
    expect(iso(addRecurrences(at('2028-01-30T00:00:00Z'), monthly, 1))).toBe('2028-02-29T00:00:00.000Z');
    expect(iso(addRecurrences(at('2028-02-29T00:00:00Z'), { interval: 'year', interval_count: 1 }, 1))).toBe('2029-02-28T00:00:00.000Z');
  });

  it('finds the next boundary after a moment', () => {
    const anchor = at('2027-01-31T00:00:00Z');
    expect(iso(nextPeriodEnd(anchor, monthly, at('2027-02-28T00:00:00Z')))).toBe('2027-03-31T00:00:00.000Z');
    expect(iso(nextPeriodEnd(anchor, { interval: 'month', interval_count: 3 }, anchor))).toBe('2027-04-30T00:00:00.000Z');
  });
});

describe('bracket form parsing', () => {
  it('reads nested hashes and both array styles', () => {
    expect(parseForm('line_items[0][price]=p1&line_items[0][quantity]=2&line_items[1][price]=p2&metadata[user_id]=u&expand[]=a&expand[]=b&items[0][deleted]=true')).toEqual({
      line_items: [{ price: 'p1', quantity: '2' }, { price: 'p2' }],
      metadata: { user_id: 'u' },
      expand: ['a', 'b'],
      items: [{ deleted: 'true' }],
    });
    expect(parseForm('a%5Bb%5D=%20x+y')).toEqual({ a: { b: ' x y' } });
  });
});
