import { render, screen, within } from '@testing-library/react';
import { CompanyDetails } from '@/components/company/company-details';
import { resolveServer } from '../home/server-render';
import { withIntl } from '../test-intl';
import { type CompanyEnv, fullCompanyEnv, setCompanyEnv } from './env';

jest.mock('next-intl/server', () => jest.requireActual('../home/mocks').nextIntlServerMock());

let restore = () => {};
afterEach(() => restore());

async function renderBlock(env: CompanyEnv, props: { withContact?: boolean; locale?: 'en' | 'nl' | 'es' } = {}) {
  restore = setCompanyEnv(env);
  const locale = props.locale ?? 'en';
  const ui = await resolveServer(<CompanyDetails locale={locale} withContact={props.withContact} />);
  return render(withIntl(ui, locale));
}

const term = (name: string) => screen.getByText(name, { selector: 'dt' });
const valueOf = (name: string) => term(name).nextElementSibling as HTMLElement;

it('shows every configured field under a heading, inside an address, as label and value pairs', async () => {
  await renderBlock(fullCompanyEnv, { withContact: true });
  const section = screen.getByRole('region', { name: 'Company details' });
  expect(section.querySelector('address dl')).not.toBeNull();
  expect(valueOf('Company name')).toHaveTextContent('ICE SOS B.V.');
  expect(valueOf('Address')).toHaveTextContent('Keizersgracht 11015 AA Amsterdam');
  expect(within(valueOf('Address')).getByText('1015 AA Amsterdam')).toBeInTheDocument();
  expect(valueOf('Registration number')).toHaveTextContent('KvK 12345678');
  expect(valueOf('VAT number')).toHaveTextContent('NL123456789B01');
  expect(within(valueOf('E-mail')).getByRole('link', { name: 'help@ice-sos.test' })).toHaveAttribute('href', 'mailto:help@ice-sos.test');
  expect(within(valueOf('Phone')).getByRole('link', { name: '+31 20 123 4567' })).toHaveAttribute('href', 'tel:+31201234567');
  expect(valueOf('Phone')).toHaveTextContent('Opening hours: Mon–Fri 9:00–17:00');
});

it('lists only the fields that are set, in the page language, and leaves contact lines to the page unless asked', async () => {
  await renderBlock({ ...fullCompanyEnv, COMPANY_ADDRESS: '', COMPANY_VAT_ID: undefined }, { locale: 'nl' });
  expect(screen.getByRole('heading', { level: 2, name: 'Bedrijfsgegevens' })).toBeInTheDocument();
  expect(screen.getAllByRole('term').map((node) => node.textContent)).toEqual(['Bedrijfsnaam', 'Registratienummer']);
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
});

it('renders nothing at all when no company detail is set', async () => {
  const { container } = await renderBlock({ NEXT_PUBLIC_SUPPORT_EMAIL: 'help@ice-sos.test' });
  expect(container).toBeEmptyDOMElement();
});

it('renders nothing with contact lines asked for but none configured or valid', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  const { container } = await renderBlock({ SUPPORT_PHONE: 'not a number', SUPPORT_PHONE_HOURS: '9–17' }, { withContact: true });
  expect(container).toBeEmptyDOMElement();
  jest.restoreAllMocks();
});
