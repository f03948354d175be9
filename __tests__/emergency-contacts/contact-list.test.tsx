import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactList } from '@/components/emergency-contacts/contact-list';
import { removeEmergencyContact } from '@/lib/actions/emergency-contacts';
import type { EmergencyContact } from '@/lib/data/emergency-contacts';
import { withIntl } from '../test-intl';

jest.mock('@/lib/actions/emergency-contacts', () => ({
  addEmergencyContact: jest.fn(),
  updateEmergencyContact: { bind: jest.fn() },
  removeEmergencyContact: jest.fn(),
  reorderEmergencyContacts: jest.fn(),
  messageEmergencyContact: jest.fn(),
}));
const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

const contact: EmergencyContact = {
  id: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b',
  name: 'Pedro',
  relationship: null,
  phone: null,
  email: 'pedro@example.com',
  language: 'en',
  channels: ['email'],
  consent: null,
  lastTest: [],
  lastRequest: [],
};

beforeEach(() => jest.clearAllMocks());

describe('ContactList', () => {
  it('after a removal, says it in the list’s live region and puts focus on the list heading, not the page top', async () => {
    jest.mocked(removeEmergencyContact).mockResolvedValueOnce({ data: { status: 'removed' } } as never);
    render(withIntl(<ContactList contacts={[contact]} atLimit={false} limitReason={null} />));
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Pedro' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Pedro?' });
    expect(within(dialog).getAllByRole('button')[0]).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(removeEmergencyContact).toHaveBeenCalledWith({ contactId: contact.id });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(status).toHaveTextContent('Pedro has been removed.');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Your emergency contacts, first told first' })).toHaveFocus());
    expect(refresh).toHaveBeenCalled();
  });

  it('gives focus back to "Remove" when the contact is kept', async () => {
    render(withIntl(<ContactList contacts={[contact]} atLimit={false} limitReason={null} />));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Pedro' }));
    await userEvent.click(screen.getByRole('button', { name: 'Keep' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove Pedro' })).toHaveFocus());
    expect(removeEmergencyContact).not.toHaveBeenCalled();
  });

  it('at the limit, "Add" can still be focused so its reason is heard, but opens nothing', async () => {
    render(
      withIntl(
        <>
          <p id="contacts-limit-reason">You have reached the limit of your plan.</p>
          <ContactList contacts={[contact]} atLimit limitReason="limit" />
        </>,
      ),
    );
    const add = screen.getByRole('button', { name: 'Add a contact' });
    expect(add).toHaveAttribute('aria-disabled', 'true');
    expect(add).toHaveAccessibleDescription('You have reached the limit of your plan.');
    add.focus();
    expect(add).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('has no description to point at when changing a contact', async () => {
    render(withIntl(<ContactList contacts={[contact]} atLimit={false} limitReason={null} />));
    await userEvent.click(screen.getByRole('button', { name: 'Change Pedro' }));
    expect(screen.getByRole('dialog', { name: 'Change Pedro' })).not.toHaveAttribute('aria-describedby');
  });
});
