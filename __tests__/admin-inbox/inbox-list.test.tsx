import { render, screen, within } from '@testing-library/react';
import { InboxList } from '@/components/admin-inbox/inbox-list';
import type { InboxMessage, InboxPage } from '@/lib/data/admin-inbox';
import { withIntl } from '../test-intl';

jest.mock('next/navigation', () => jest.requireActual('../home/mocks').nextNavigationMock());

const message = (id: string, status: InboxMessage['status'], subject: string | null = `Subject ${id}`): InboxMessage => ({
  id,
  name: 'Ana García',
  email: 'ana@example.com',
  subject,
  message: `Message ${id}`,
  language: 'es',
  status,
  created_at: '2026-11-23T10:00:00Z',
});

const page = (overrides: Partial<InboxPage> = {}): InboxPage => ({
  messages: [message('a', 'new'), message('b', 'read'), message('c', 'archived', null)],
  total: 3,
  unread: 1,
  page: 1,
  pages: 1,
  ...overrides,
});

describe('InboxList', () => {
  it('keeps the database’s order and says which messages are unread in words, not only in bold', () => {
    render(withIntl(<InboxList inbox={page()} />));
    expect(screen.getByTestId('inbox-unread-count')).toHaveTextContent('1 unread message (3 in all)');
    const rows = screen.getAllByTestId('inbox-message');
    expect(rows.map((row) => row.getAttribute('data-status'))).toEqual(['new', 'read', 'archived']);
    expect(within(rows[0]).getByTestId('inbox-status')).toHaveTextContent('Unread');
    expect(within(rows[2]).getByTestId('inbox-status')).toHaveTextContent('Handled');
    const link = within(rows[0]).getByRole('link', { name: 'Subject a' });
    expect(link).toHaveAttribute('href', '/admin-dashboard/inbox/a');
    expect(link).toHaveClass('font-bold');
    expect(within(rows[2]).getByRole('link', { name: '(no subject)' })).not.toHaveClass('font-bold');
  });

  it('says when there is nothing, in the admin’s language', () => {
    render(withIntl(<InboxList inbox={page({ messages: [], total: 0, unread: 0 })} />, 'nl'));
    expect(screen.getByTestId('inbox-unread-count')).toHaveTextContent('Geen ongelezen berichten');
    expect(screen.getByText('Nog geen berichten.')).toBeInTheDocument();
  });

  it('links to the pages before and after this one', () => {
    render(withIntl(<InboxList inbox={page({ page: 2, pages: 3, total: 60 })} />));
    const nav = screen.getByRole('navigation', { name: 'Inbox pages' });
    expect(within(nav).getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/admin-dashboard/inbox?page=1');
    expect(within(nav).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/admin-dashboard/inbox?page=3');
    expect(nav).toHaveTextContent('Page 2 of 3');
  });
});
