import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { LookingAfterList } from '@/components/dashboard/looking-after-list';
import { ProfileChecklist } from '@/components/dashboard/profile-checklist';
import { ProtectionStatus } from '@/components/dashboard/protection-status';
import { QuickActions } from '@/components/dashboard/quick-actions';
import { ChatProvider } from '@/components/chat/chat-launcher-context';
import type { LookedAfterLink } from '@/lib/data/looking-after';
import { profileChecklist } from '@/lib/data/member-dashboard-rules';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import nl from '@/messages/nl.json';
import { withIntl } from '../test-intl';
import { resolveServer } from '../home/server-render';

type Locale = 'en' | 'nl' | 'es';
const catalogues = { en, nl, es };
// The page's language, for components that ask next-intl/server by namespace only (the request's locale).
let pageLocale: Locale = 'en';

jest.mock('next-intl/server', () => {
  const { createTranslator, createFormatter } = jest.requireActual<typeof import('next-intl')>('next-intl');
  const localeOf = (arg: unknown) => (typeof arg === 'object' && arg && 'locale' in arg ? (arg as { locale: Locale }).locale : pageLocale);
  const namespaceOf = (arg: unknown) => (typeof arg === 'string' ? arg : (arg as { namespace?: string } | undefined)?.namespace);
  return {
    getTranslations: async (arg: unknown) => createTranslator({ locale: localeOf(arg), messages: catalogues[localeOf(arg)], namespace: namespaceOf(arg) as never }),
    getFormatter: async (arg: unknown) => createFormatter({ locale: localeOf(arg), timeZone: 'Europe/Madrid' }),
  };
});
jest.mock('next/navigation', () => jest.requireActual('../home/mocks').nextNavigationMock());

async function show(node: ReactNode, locale: Locale = 'en') {
  pageLocale = locale;
  return render(withIntl(<ChatProvider>{await resolveServer(node)}</ChatProvider>, locale));
}

const agreedContact = (name: string) => ({ name, consent: { status: 'agreed' as const, answered_at: '2026-11-20T10:00:00Z', requested_at: '2026-11-19T10:00:00Z', link_used_at: '2026-11-20T10:00:00Z' } });

const complete = profileChecklist({
  profile: { full_name: 'Maria Lopez', phone: '+34600000000' },
  emergencyContacts: [agreedContact('Carmen'), agreedContact('Jan')],
  medicalProfile: { blood_type: 'O+', allergies: [], conditions: [], medications: [], notes: null },
  subscriptionStatuses: ['active'],
});
const fresh = profileChecklist({ profile: null, emergencyContacts: [], medicalProfile: null, subscriptionStatuses: [] });

describe('the member dashboard checklist', () => {
  it('links every item to its page and says what is saved, not only Done', async () => {
    await show(<ProfileChecklist items={complete} />);
    const list = screen.getByRole('list', { name: 'Complete your profile' });
    const rows = within(list).getAllByRole('link');
    expect(rows.map((row) => [row.textContent, row.getAttribute('href')])).toEqual([
      ['Personal detailsDoneMaria Lopez, with a phone number', '/full-dashboard/personal-details'],
      ['Emergency contactsDone2 contacts', '/full-dashboard/contacts'],
      ['Medical informationDoneBlood type O+', '/full-dashboard/medical-id'],
      ['Subscription activeDonePlan active', '/full-dashboard/subscription'],
    ]);
    expect(screen.getByText('4 of 4 done')).toBeInTheDocument();
  });

  it('shows To do without a detail for what is missing', async () => {
    await show(<ProfileChecklist items={fresh} />);
    expect(screen.getAllByText('To do')).toHaveLength(4);
    expect(screen.queryByTestId('checklist-emergencyContacts-detail')).not.toBeInTheDocument();
  });

  it.each([
    ['nl', 'Maak uw profiel compleet', '2 contactpersonen', 'Bloedgroep O+'],
    ['es', 'Complete su perfil', '2 contactos', 'Grupo sanguíneo O+'],
  ] as const)('speaks %s', async (locale, title, contacts, blood) => {
    await show(<ProfileChecklist items={complete} />, locale);
    const list = screen.getByRole('list', { name: title });
    expect(within(list).getByTestId('checklist-emergencyContacts-detail')).toHaveTextContent(contacts);
    expect(within(list).getByTestId('checklist-medicalInformation-detail')).toHaveTextContent(blood);
    expect(within(list).getAllByRole('link')[0]).toHaveAttribute('href', `/${locale}/full-dashboard/personal-details`);
  });

  it('becomes an offer for someone who looks after others without a plan', async () => {
    await show(<ProfileChecklist items={fresh} offer />);
    expect(screen.getByRole('heading', { name: 'Protect yourself too' })).toBeInTheDocument();
    expect(screen.queryByText('Complete your profile')).not.toBeInTheDocument();
  });
});

describe('the checklist while a contact has not agreed (docs/product.md#member-dashboard)', () => {
  const withContacts = (contacts: Parameters<typeof profileChecklist>[0]['emergencyContacts']) =>
    profileChecklist({
      profile: { full_name: 'Ana Tester', phone: '+34600123456' },
      emergencyContacts: contacts,
      medicalProfile: { blood_type: 'O+', allergies: [], conditions: [], medications: [], notes: null },
      subscriptionStatuses: ['active'],
    });
  const asked = (name: string) => ({ name, consent: { status: 'pending' as const, answered_at: null, requested_at: '2026-11-19T10:00:00Z', link_used_at: null } });
  const declined = (name: string) => ({ name, consent: { status: 'declined' as const, answered_at: '2026-11-20T10:00:00Z', requested_at: null, link_used_at: null } });

  it.each([
    ['en', 'Waiting for Luis García to agree', 'Waiting for Luis García and 1 other contact to agree', '3 of 4 done'],
    ['nl', 'Wacht tot Luis García akkoord gaat', 'Wacht tot Luis García en 1 ander contact akkoord gaan', '3 van 4 klaar'],
    ['es', 'Esperando a que Luis García acepte', 'Esperando a que Luis García y 1 contacto más acepten', '3 de 4 hechos'],
  ] as const)('%s: pending is not done, and says whom it waits for', async (locale, one, two, progress) => {
    const { unmount } = await show(<ProfileChecklist items={withContacts([asked('Luis García')])} />, locale);
    expect(screen.getByTestId('checklist-emergencyContacts')).toHaveAttribute('data-done', 'false');
    expect(screen.getByTestId('checklist-emergencyContacts-detail')).toHaveTextContent(one);
    expect(screen.getByText(progress)).toBeInTheDocument();
    unmount();
    await show(<ProfileChecklist items={withContacts([asked('Luis García'), asked('Marta Ruiz')])} />, locale);
    expect(screen.getByTestId('checklist-emergencyContacts-detail')).toHaveTextContent(two);
  });

  it.each([
    ['en', 'Marta Ruiz declined: not alerted in an SOS'],
    ['nl', 'Marta Ruiz heeft geweigerd: wordt niet gewaarschuwd bij een SOS'],
    ['es', 'Marta Ruiz rechazó: no se le avisa en un SOS'],
  ] as const)('%s: declined is not done, even beside a contact who agreed', async (locale, text) => {
    await show(<ProfileChecklist items={withContacts([agreedContact('Luis García'), declined('Marta Ruiz')])} />, locale);
    expect(screen.getByTestId('checklist-emergencyContacts')).toHaveAttribute('data-done', 'false');
    expect(screen.getByTestId('checklist-emergencyContacts-detail')).toHaveTextContent(text);
  });

  it('agreed is done: 4 of 4', async () => {
    await show(<ProfileChecklist items={withContacts([agreedContact('Luis García')])} />);
    expect(screen.getByTestId('checklist-emergencyContacts')).toHaveAttribute('data-done', 'true');
    expect(screen.getByTestId('checklist-emergencyContacts-detail')).toHaveTextContent('1 contact');
    expect(screen.getByText('4 of 4 done')).toBeInTheDocument();
  });
});

describe('the quick actions', () => {
  it('lead to the real pages and open Emma; nothing says Coming soon', async () => {
    await show(<QuickActions />);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['SOS', '/sos'],
      ['Emergency contacts', '/full-dashboard/contacts'],
      ['Family & carers', '/full-dashboard/family'],
      ['Medical ID', '/full-dashboard/medical-id'],
      ['Devices', '/full-dashboard/devices'],
    ]);
    expect(screen.getByRole('button', { name: 'Talk to Emma' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/coming soon/i);
  });

  // Issue 24: "Sign out everywhere" was the loudest red button while SOS was a plain tile.
  it('make SOS the one in the emergency colour', async () => {
    await show(<QuickActions />);
    expect(screen.getByTestId('quick-action-sos').className).toMatch(/\bbg-emergency\b/);
    for (const key of ['contacts', 'family', 'medicalId', 'devices']) {
      expect(screen.getByTestId(`quick-action-${key}`).className).not.toMatch(/bg-emergency/);
    }
  });
});

describe('the protection status', () => {
  it('is Inactive with a way to subscribe for a member without a plan', async () => {
    await show(<ProtectionStatus isProtected={false} />);
    expect(screen.getByTestId('protection-status')).toHaveTextContent('Inactive');
    expect(screen.getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', '/full-dashboard/subscription');
  });

  it('is Protected without a call to act', async () => {
    await show(<ProtectionStatus isProtected />);
    expect(screen.getByTestId('protection-status')).toHaveTextContent('Protected');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it.each([
    ['en', 'Not set up', /^Protect yourself too/, 'See the plans'],
    ['nl', 'Niet ingesteld', /^Bescherm uzelf ook/, 'Bekijk de abonnementen'],
    ['es', 'Sin configurar', /^Protéjase usted también/, 'Ver los planes'],
  ] as const)('in %s is an offer, not a warning, for a family member or carer', async (locale, badge, hint, action) => {
    await show(<ProtectionStatus isProtected={false} offer />, locale);
    expect(screen.getByTestId('protection-status')).toHaveTextContent(badge);
    expect(screen.getByTestId('protection-status')).toHaveAttribute('data-variant', 'secondary');
    expect(screen.getByText(hint)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: action })).toBeInTheDocument();
  });
});

describe('the people I look after, on the member dashboard', () => {
  const link = (over: Partial<LookedAfterLink>): LookedAfterLink => ({
    link_id: 'l1',
    member_id: 'm1',
    full_name: 'Maria Lopez',
    role: 'family',
    relationship: 'daughter',
    status: 'active',
    is_live: true,
    expires_at: null as unknown as string,
    created_at: '2026-11-01T10:00:00Z',
    location_access: 'during_sos',
    receive_sos_alerts: true,
    view_medical: true,
    view_device_status: true,
    view_activity: true,
    ...over,
  });

  it('lists each person with role, state and the end of access, linking to their page', async () => {
    await show(
      <LookingAfterList
        locale="en"
        links={[
          link({}),
          link({ link_id: 'l2', member_id: 'm2', full_name: 'Jan de Vries', role: 'carer', relationship: '', expires_at: '2026-12-01T09:30:00Z' }),
          link({ link_id: 'l3', member_id: 'm3', full_name: '', status: 'active', is_live: false, role: 'carer', expires_at: '2026-11-20T09:30:00Z' }),
        ]}
      />,
    );
    const items = within(screen.getByTestId('dashboard-looking-after')).getAllByRole('listitem');
    expect(within(items[0]).getByRole('link', { name: 'Open Maria Lopez' })).toHaveAttribute('href', '/full-dashboard/looking-after/m1');
    expect(items[0]).toHaveTextContent('Family member · daughter');
    expect(within(items[0]).getByTestId('link-state')).toHaveAttribute('data-state', 'live');
    expect(items[1]).toHaveTextContent('Carer');
    expect(items[1]).not.toHaveTextContent('·');
    expect(within(items[1]).getByTestId('access-ends')).toBeInTheDocument();
    // is_live from SQL decides: this one has ended although its status is still active.
    expect(within(items[2]).getByTestId('link-state')).toHaveAttribute('data-state', 'ended');
    expect(within(items[2]).getByRole('link', { name: 'Open Name not given' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All people you look after' })).toHaveAttribute('href', '/full-dashboard/looking-after');
  });
});
