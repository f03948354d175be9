/**
 * Emma's Spain call-centre question on /es/register, as the visitor reads it: the price comes from
 * the catalogue's Spain plan, in the visitor's currency and language like the plans' prices, and
 * "¿Cuánto cuesta?" is answered with it and the question again, never "Responda sí o no".
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { withIntl } from '@/__tests__/test-intl';
import { RegistrationScreen } from '@/components/registration/registration-screen';
import es from '@/messages/es.json';

jest.mock('@/lib/actions/registration', () => ({ registerAccount: { bind: jest.fn() } }));
jest.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children }: { href: string; children: ReactNode }) => <a href={href}>{children}</a>,
  useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }),
}));

const emma = es.Registration.emma;
const plans = [{ id: 'premium', name: 'Premium Protection', price: 4.99, currency: 'EUR', contactLimit: 5 }];
// Intl writes a no-break space between the amount and the euro sign.
const lastLine = () => within(screen.getByRole('log')).getAllByText(/.+/, { selector: 'p' }).at(-1)?.textContent?.replace(/\u00a0/g, ' ');

async function reachSpainQuestion() {
  const user = userEvent.setup();
  const reply = (name: string | RegExp) => user.click(within(screen.getByRole('group', { name: es.Registration.chat.quickReplies })).getByRole('button', { name }));
  const type = async (text: string) => {
    await user.type(screen.getByLabelText(es.Registration.chat.answerLabel, { exact: true }), text);
    await user.click(screen.getByRole('button', { name: es.Registration.chat.send }));
  };
  await reply(emma.choices.self);
  await type('Lucía Pérez');
  await type('lucia@example.es');
  await reply(emma.countries.ES);
  await type('600 123 456');
  await reply(emma.languages.es);
  await reply(/^Premium Protection/);
  return { user, type, reply };
}

beforeEach(() => window.localStorage.clear());

describe('/es/register: the Spain call-centre question', () => {
  it('states the monthly price from the catalogue and answers "¿Cuánto cuesta?" with it', async () => {
    render(withIntl(<RegistrationScreen locale="es" plans={plans} spainService={{ price: 24.99, currency: 'EUR' }} />, 'es'));
    const { type, reply } = await reachSpainQuestion();
    expect(lastLine()).toBe(
      'Emma: En España nuestra central de atención atiende cada alarma las 24 horas. Central de Atención España cuesta 24,99 € al mes, además de su plan. ¿Quiere añadir este servicio?',
    );

    await type('¿Cuánto cuesta?');
    expect(lastLine()).toBe('Emma: Central de Atención España cuesta 24,99 € al mes, además de su plan. ¿Quiere añadir este servicio?');
    expect(screen.getByRole('log')).not.toHaveTextContent(emma.hints.yesNo);

    await reply(emma.choices.yes);
    expect(lastLine()).toContain(emma.contactFirst.slice(0, 20));
  });

  it('converts the price into the currency the visitor chose', async () => {
    window.localStorage.setItem('ice-sos:currency', 'GBP');
    render(withIntl(<RegistrationScreen locale="es" plans={plans} spainService={{ price: 24.99, currency: 'EUR' }} />, 'es'));
    await reachSpainQuestion();
    // 24.99 EUR × 0.85 = 21.24 GBP (docs/product.md#limits-and-constants).
    expect(lastLine()).toContain('cuesta 21,24 GBP al mes');
  });
});
