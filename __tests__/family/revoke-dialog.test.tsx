import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LinkCard } from '@/components/family/link-card';
import { setFamilyLinkStatus } from '@/lib/actions/family';
import type { ProtectorLink } from '@/lib/data/family-links';
import { withIntl } from '../test-intl';
import { FamilyPageFrame } from './family-page-harness';

jest.mock('@/lib/actions/family', () => ({ changeFamilyLink: jest.fn(), setFamilyLinkStatus: jest.fn() }));
const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

const link: ProtectorLink = {
  id: '3c1f8a52-8f0e-4c59-9a3b-6b7e1d2c4f10',
  family_member_id: '7d2e9b41-1a3c-4e5f-8b6d-0c9a8e7f6d51',
  full_name: 'Ana Carer',
  email: 'ana@example.com',
  relationship: 'Daughter',
  role: 'family',
  status: 'active',
  receive_sos_alerts: true,
  location_access: 'during_sos',
  view_medical: false,
  view_device_status: false,
  view_activity: false,
  expires_at: '2099-05-06T07:08:09.000Z',
  live: true,
  expired: false,
  created_at: '2026-11-24T10:00:00.000Z',
};

const renderCard = (locale: 'en' | 'nl' = 'en') =>
  render(
    withIntl(
      <FamilyPageFrame>
        <LinkCard link={link} />
      </FamilyPageFrame>,
      locale,
    ),
  );

beforeEach(() => jest.clearAllMocks());

describe('Revoking a link', () => {
  it('opens on "Keep access", the safe choice, placed first', async () => {
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke access for Ana Carer?' });
    const buttons = within(dialog).getAllByRole('button');
    expect(buttons[0]).toHaveTextContent('Keep access');
    expect(buttons[0]).toHaveFocus();
  });

  it('says it was done for the whole page and puts focus on the section heading, since the card moves away', async () => {
    jest.mocked(setFamilyLinkStatus).mockResolvedValueOnce({ data: { status: 'revoked' } });
    renderCard();
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    await userEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Revoke access' }));
    expect(setFamilyLinkStatus).toHaveBeenCalledWith({ linkId: link.id, status: 'revoked' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The live region was there before, so the words are read out; focus is not left on <body>.
    expect(status).toHaveTextContent('Access for Ana Carer is revoked.');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'People who protect me' })).toHaveFocus());
  });

  it('gives focus back to "Revoke" when the person keeps the access', async () => {
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    await userEvent.click(screen.getByRole('button', { name: 'Keep access' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Revoke' })).toHaveFocus());
    expect(setFamilyLinkStatus).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('keeps a refusal in the dialog, in words', async () => {
    jest.mocked(setFamilyLinkStatus).mockResolvedValueOnce({ serverError: 'ended' } as never);
    renderCard('nl');
    await userEvent.click(screen.getByRole('button', { name: 'Intrekken' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Toegang intrekken' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('Deze toegang is beëindigd.');
  });

  it('says a pause for the whole page, since only the button label changes', async () => {
    jest.mocked(setFamilyLinkStatus).mockResolvedValueOnce({ data: { status: 'paused' } });
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(await screen.findByText('Access for Ana Carer is paused.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Access for Ana Carer is paused.');
  });
});
