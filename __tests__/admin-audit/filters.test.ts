import { actionKind, filtersQuery, parseAuditFilters, periodStart } from '@/lib/admin-audit/filters';

describe('parseAuditFilters', () => {
  it('reads kind, period and page', () => {
    expect(parseAuditFilters({ kind: 'catalogue', period: '7d', page: '3' })).toEqual({ kind: 'catalogue', period: '7d', page: 3 });
  });

  it('falls back to every kind, the last 30 days and page 1 on anything unreadable', () => {
    for (const query of [{}, { kind: 'toString', period: 'forever', page: '0' }, { kind: 'x', page: '1.5' }, { page: '-2' }, { page: '1e9' }]) {
      expect(parseAuditFilters(query)).toEqual({ kind: null, period: '30d', page: 1 });
    }
  });

  it('takes the first of a repeated parameter', () => {
    expect(parseAuditFilters({ kind: ['inbox', 'member'] }).kind).toBe('inbox');
  });
});

describe('periodStart and filtersQuery', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  it('counts back whole days, or nothing for all time', () => {
    expect(periodStart('1d', now)?.toISOString()).toBe('2026-11-23T12:00:00.000Z');
    expect(periodStart('30d', now)?.toISOString()).toBe('2026-10-25T12:00:00.000Z');
    expect(periodStart('all', now)).toBeNull();
  });
  it('keeps only non-default filters in links', () => {
    expect(filtersQuery({ kind: null, period: '30d' })).toEqual({});
    expect(filtersQuery({ kind: 'incident', period: 'all' })).toEqual({ kind: 'incident', period: 'all' });
  });
});

it('actionKind reads the kind before the dot', () => {
  expect(actionKind('member.role')).toBe('member');
  expect(actionKind('unknown.thing')).toBeNull();
});
