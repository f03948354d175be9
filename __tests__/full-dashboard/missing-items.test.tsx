import { render, screen, within } from '@testing-library/react';
import { MissingItems } from '@/components/full-dashboard/missing-items';
import { type ChecklistContact, profileChecklist } from '@/lib/data/member-dashboard-rules';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import nl from '@/messages/nl.json';
import { resolveServer } from '../home/server-render';
import { withIntl } from '../test-intl';

jest.mock('next-intl/server', () => ({ getTranslations: jest.requireActual('../time/server-intl').getTranslations }));
jest.mock('next/navigation', () => jest.requireActual('../home/mocks').nextNavigationMock());

/**
 * The overview's "What your protection still needs" (docs/product.md#full-dashboard) for a
 * newcomer who registered with Luis as a contact and set up everything else: it never says
 * "Everything your protection needs is set up" until a contact agreed.
 */
const catalogues = { en, nl, es };
const pending: ChecklistContact = { name: 'Luis García', consent: { status: 'pending', answered_at: null, requested_at: '2026-11-19T10:00:00Z', link_used_at: null } };
const agreed: ChecklistContact = { name: 'Luis García', consent: { status: 'agreed', answered_at: '2026-11-20T10:00:00Z', requested_at: '2026-11-19T10:00:00Z', link_used_at: '2026-11-20T10:00:00Z' } };
const declined: ChecklistContact = { name: 'Luis García', consent: { status: 'declined', answered_at: '2026-11-20T10:00:00Z', requested_at: null, link_used_at: null } };

const checklist = (contact: ChecklistContact) =>
  profileChecklist({
    profile: { full_name: 'Ana Tester', phone: '+34600123456' },
    emergencyContacts: [contact],
    medicalProfile: { blood_type: 'A+', allergies: [], conditions: [], medications: [], notes: null },
    subscriptionStatuses: ['active'],
  });

async function show(contact: ChecklistContact, locale: 'en' | 'nl' | 'es') {
  return render(withIntl(await resolveServer(<MissingItems checklist={checklist(contact)} locale={locale} />), locale));
}

describe('what the protection still needs, by the contact\'s answer', () => {
  it.each([
    ['en', 'Waiting for Luis García to agree'],
    ['nl', 'Wacht tot Luis García akkoord gaat'],
    ['es', 'Esperando a que Luis García acepte'],
  ] as const)('%s: pending → still needed, named, never "all set up"', async (locale, waiting) => {
    await show(pending, locale);
    const item = within(screen.getByTestId('missing-items')).getByRole('link', { name: waiting });
    expect(item).toHaveAttribute('href', `${locale === 'en' ? '' : `/${locale}`}/full-dashboard/contacts`);
    expect(screen.queryByText(catalogues[locale].FullDashboard.missing.allDone)).not.toBeInTheDocument();
  });

  it.each(['en', 'nl', 'es'] as const)('%s: declined → still needed, never "all set up"', async (locale) => {
    await show(declined, locale);
    expect(screen.getByTestId('missing-items').querySelector('[data-item="emergencyContacts"]')).toHaveTextContent(catalogues[locale].FullDashboard.missing.todo);
    expect(screen.queryByText(catalogues[locale].FullDashboard.missing.allDone)).not.toBeInTheDocument();
  });

  it.each(['en', 'nl', 'es'] as const)('%s: agreed → done, and everything is set up', async (locale) => {
    await show(agreed, locale);
    expect(screen.getByTestId('missing-items').querySelector('[data-item="emergencyContacts"]')).toHaveTextContent(catalogues[locale].FullDashboard.missing.done);
    expect(screen.getByText(catalogues[locale].FullDashboard.missing.allDone)).toBeInTheDocument();
  });
});
