import { auditDiff, formatAuditValue } from '@/lib/admin-audit/diff';

describe('auditDiff: the before → after of an audit row', () => {
  it('lists only the fields that changed, sorted', () => {
    expect(auditDiff({ price: 10, inventory_count: 0, name: 'Pendant' }, { price: 12.5, inventory_count: 3, name: 'Pendant' })).toEqual([
      { field: 'inventory_count', before: '0', after: '3' },
      { field: 'price', before: '10', after: '12.5' },
    ]);
  });

  it('shows a role change as plain words', () => {
    expect(auditDiff({ role: 'user' }, { role: 'admin' })).toEqual([{ field: 'role', before: 'user', after: 'admin' }]);
  });

  it('walks into nested site content down to the changed field', () => {
    const before = { value: { tagline: 'Old', colors: { sos: '#f00', ok: '#0f0' } } };
    const after = { value: { tagline: 'New', colors: { sos: '#e00', ok: '#0f0' } } };
    expect(auditDiff(before, after)).toEqual([
      { field: 'value.colors.sos', before: '#f00', after: '#e00' },
      { field: 'value.tagline', before: 'Old', after: 'New' },
    ]);
  });

  it('a create has only after values, a delete only before values', () => {
    expect(auditDiff(null, { name: 'Plan', value: { tagline: 'Hi' } })).toEqual([
      { field: 'name', before: null, after: 'Plan' },
      { field: 'value.tagline', before: null, after: 'Hi' },
    ]);
    expect(auditDiff({ status: 'read' }, null)).toEqual([{ field: 'status', before: 'read', after: null }]);
  });

  it('compares arrays whole and shows them as JSON; null is a dash', () => {
    expect(auditDiff({ features: ['a'], claimed_by: null }, { features: ['a', 'b'], claimed_by: 'agent' })).toEqual([
      { field: 'claimed_by', before: '—', after: 'agent' },
      { field: 'features', before: '["a"]', after: '["a","b"]' },
    ]);
    expect(auditDiff({ features: ['a'] }, { features: ['a'] })).toEqual([]);
  });

  it('ignores rows that are not objects', () => {
    expect(auditDiff(null, null)).toEqual([]);
    expect(auditDiff('x', 3)).toEqual([]);
  });
});

describe('formatAuditValue', () => {
  it('keeps strings, writes the rest as JSON', () => {
    expect(formatAuditValue('text')).toBe('text');
    expect(formatAuditValue(true)).toBe('true');
    expect(formatAuditValue({ a: 1 })).toBe('{"a":1}');
    expect(formatAuditValue(null)).toBe('—');
  });
});
