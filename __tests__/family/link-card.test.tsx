import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LinkCard } from '@/components/family/link-card';
import { changeFamilyLink, setFamilyLinkStatus } from '@/lib/actions/family';
import type { ProtectorLink } from '@/lib/data/family-links';
import { withIntl } from '../test-intl';

jest.mock('@/lib/actions/family', () => ({ changeFamilyLink: jest.fn(), setFamilyLinkStatus: jest.fn() }));
const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

const link: ProtectorLink = {
  id: '3c1f8a52-8f0e-4c59-9a3b-6b7e1d2c4f10',
  family_member_id: '7d2e9b41-1a3c-4e5f-8b6d-0c9a8e7f6d51',
  full_name: 'Ana Carer',
  email: 'ana@example.com',
  relationship: 'Home carer',
  role: 'carer',
  status: 'active',
  receive_sos_alerts: true,
  location_access: 'during_sos',
  view_medical: true,
  view_device_status: false,
  view_activity: false,
  expires_at: '2099-05-06T07:08:09.000Z',
  live: true,
  expired: false,
  created_at: '2026-11-24T10:00:00.000Z',
};

beforeEach(() => jest.clearAllMocks());

describe('LinkCard', () => {
  it('shows the person, each permission in words and the end of access to the second', () => {
    render(withIntl(<LinkCard link={link} />));
    const card = screen.getByRole('article', { name: 'Ana Carer' });
    expect(within(card).getByText('Active')).toBeInTheDocument();
    expect(within(card).getByText('Carer · Home carer')).toBeInTheDocument();
    expect(within(card).getByText('May read your medical ID')).toBeInTheDocument();
    expect(within(card).getByText('Does not see your pendant status')).toBeInTheDocument();
    expect(card.querySelector('time')).toHaveAttribute('datetime', link.expires_at);
    expect(card.querySelector('time')?.textContent).toMatch(/\d{1,2}:\d{2}:\d{2}/);
  });

  it('pauses an active link', async () => {
    jest.mocked(setFamilyLinkStatus).mockResolvedValueOnce({ data: { status: 'paused' } });
    render(withIntl(<LinkCard link={link} />));
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(setFamilyLinkStatus).toHaveBeenCalledWith({ linkId: link.id, status: 'paused' });
    expect(refresh).toHaveBeenCalled();
  });

  it('changes permissions in a dialog that keeps the current end unless another is chosen', async () => {
    jest.mocked(changeFamilyLink).mockResolvedValueOnce({ data: { status: 'changed' } });
    render(withIntl(<LinkCard link={link} />));
    await userEvent.click(screen.getByRole('button', { name: 'Change' }));
    const dialog = screen.getByRole('dialog', { name: 'Change access for Ana Carer' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(within(dialog).getByRole('radio', { name: 'Keep the current end' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'See my pendant status' }));
    await userEvent.click(within(dialog).getByRole('radio', { name: '7 days from now' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(changeFamilyLink).toHaveBeenCalledWith(expect.objectContaining({ linkId: link.id, viewDeviceStatus: true, viewMedical: true, accessEnd: 'days7', role: 'carer' }));
    expect(await screen.findByRole('button', { name: 'Change' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks before revoking and says what it means', async () => {
    jest.mocked(setFamilyLinkStatus).mockResolvedValueOnce({ data: { status: 'revoked' } });
    render(withIntl(<LinkCard link={link} />));
    await userEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke access for Ana Carer?' });
    expect(dialog).toHaveTextContent('you must send a new invitation');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke access' }));
    expect(setFamilyLinkStatus).toHaveBeenCalledWith({ linkId: link.id, status: 'revoked' });
  });

  it('offers nothing to do on an ended link', () => {
    render(withIntl(<LinkCard link={{ ...link, live: false, expired: true }} />));
    expect(screen.getByText('Access ended', { selector: '[data-testid="family-link-state"]' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
