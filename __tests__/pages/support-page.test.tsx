import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import SupportPage from '@/app/[locale]/(public)/support/page';
import { type CompanyEnv, fullCompanyEnv, setCompanyEnv } from '../company/env';
import { resolveServer } from '../home/server-render';
import { withIntl } from '../test-intl';

jest.mock('next-intl/server', () => jest.requireActual('../home/mocks').nextIntlServerMock());
jest.mock('next/navigation', () => jest.requireActual('../home/mocks').nextNavigationMock());
// The navbar and footer have their own tests; here only the page's own sections matter.
jest.mock('@/components/pages/public-page-shell', () => ({ PublicPageShell: ({ children }: { children: ReactNode }) => <main>{children}</main> }));

let restore = () => {};
afterEach(() => restore());

async function renderSupport(env: CompanyEnv, locale: 'en' | 'nl' | 'es' = 'en') {
  restore = setCompanyEnv(env);
  const ui = await resolveServer(await SupportPage({ params: Promise.resolve({ locale }) }));
  return render(withIntl(ui, locale));
}

const section = (name: string) => screen.getByRole('region', { name });

describe('/support without configured contact details', () => {
  it('points to the contact form instead of an address, and shows no phone, hours or company block', async () => {
    const { container } = await renderSupport({});
    const email = section('E-mail support');
    expect(email).toHaveTextContent('send us a message with the contact form');
    expect(within(email).getByRole('link', { name: 'Use the contact form' })).toHaveAttribute('href', '/contact');
    expect(container.querySelector('a[href^="mailto:"]')).toBeNull();
    expect(container.querySelector('a[href^="tel:"]:not([href="tel:112"])')).toBeNull();
    expect(container).not.toHaveTextContent(/example|@/);
    expect(screen.queryByRole('region', { name: 'Phone support' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Company details' })).not.toBeInTheDocument();
  });

  it('reads naturally in Spanish too', async () => {
    await renderSupport({}, 'es');
    expect(section('Soporte por correo electrónico')).toHaveTextContent('envíenos un mensaje con el formulario de contacto');
  });
});

describe('/support with contact details configured', () => {
  it('shows the address, the phone with its hours, and the company details', async () => {
    await renderSupport(fullCompanyEnv);
    expect(within(section('E-mail support')).getByRole('link', { name: 'help@ice-sos.test' })).toHaveAttribute('href', 'mailto:help@ice-sos.test');
    const phone = section('Phone support');
    expect(within(phone).getByRole('link', { name: '+31 20 123 4567' })).toHaveAttribute('href', 'tel:+31201234567');
    expect(phone).toHaveTextContent('Opening hours: Mon–Fri 9:00–17:00');
    expect(phone).toHaveTextContent('in an emergency, call 112');
    expect(section('Company details')).toHaveTextContent('ICE SOS B.V.');
  });

  it('shows the phone without hours when only the number is set', async () => {
    await renderSupport({ SUPPORT_PHONE: '+34 912 345 678' });
    const phone = section('Phone support');
    expect(within(phone).getByRole('link', { name: '+34 912 34 56 78' })).toHaveAttribute('href', 'tel:+34912345678');
    expect(phone).not.toHaveTextContent('Opening hours');
  });
});
