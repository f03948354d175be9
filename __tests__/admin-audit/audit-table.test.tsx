import { render, screen, within } from '@testing-library/react';
import { AuditTable } from '@/components/admin-audit/audit-table';
import type { AuditEntry } from '@/lib/data/admin-audit';
import { withIntl } from '../test-intl';

jest.mock('@/lib/time/browser-time-zone', () => ({ browserTimeZone: () => 'Europe/Amsterdam' }));

const base: Omit<AuditEntry, 'id' | 'action' | 'entity' | 'before' | 'after'> = {
  at: '2026-11-24T10:00:00Z',
  actorId: '11111111-1111-4111-8111-111111111111',
  actorName: 'Ada Admin',
  entityId: 'b0000000-0000-4000-8000-000000000002',
};

const entries: AuditEntry[] = [
  { ...base, id: 3, action: 'catalogue.update', entity: 'subscription_plans', before: { price: 9.99, name: 'Premium' }, after: { price: 12.5, name: 'Premium' } },
  { ...base, id: 2, action: 'member.role', entity: 'profiles', actorId: null, actorName: null, before: { role: 'user' }, after: { role: 'admin' } },
  { ...base, id: 1, action: 'incident.some_future_step', entity: 'sos_events', before: null, after: null },
];

const rows = () => screen.getAllByTestId('audit-entry');

describe('AuditTable', () => {
  it('shows who, the translated action and only the changed fields, before → after', () => {
    render(withIntl(<AuditTable entries={entries} caption="Admin actions" />, 'en'));
    const [, who, what, changes] = within(rows()[0]).getAllByRole('cell');
    expect(who).toHaveTextContent('Ada Admin');
    expect(what).toHaveTextContent('Catalogue item changed');
    const changed = within(changes).getAllByTestId('audit-change');
    expect(changed).toHaveLength(1);
    // The arrow is hidden from screen readers, which hear "changed to" instead.
    expect(changed[0]).toHaveTextContent('price: 9.99 → changed to 12.5', { normalizeWhitespace: true });
  });

  it('names a deleted admin and translates the action in Dutch', () => {
    render(withIntl(<AuditTable entries={entries} caption="Beheerdersacties" />, 'nl'));
    const [, who, what] = within(rows()[1]).getAllByRole('cell');
    expect(who).toHaveTextContent('Voormalig beheerder (account verwijderd)');
    expect(what).toHaveTextContent('Rol gewijzigd');
  });

  it('shows an action it has no text for as recorded, and says when no field changed', () => {
    render(withIntl(<AuditTable entries={entries} caption="Admin actions" />, 'en'));
    const [, , what, changes] = within(rows()[2]).getAllByRole('cell');
    expect(what).toHaveTextContent('incident.some_future_step');
    expect(changes).toHaveTextContent('No field changes recorded');
  });
});
