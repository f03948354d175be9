import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ProtectionStatus } from '@/components/dashboard/protection-status';
import { ProtectionSummary } from '@/components/full-dashboard/protection-summary';
import { ProtectionCheckList } from '@/components/protection-check/protection-check-list';
import { FIX_ROUTE, type ProtectionCheck, type ProtectionCheckItem } from '@/lib/protection-check/rules';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import nl from '@/messages/nl.json';
import { resolveServer } from '../home/server-render';
import { withIntl } from '../test-intl';

type Locale = 'en' | 'nl' | 'es';
const catalogues = { en, nl, es };
// The request's language, for components that ask next-intl/server by namespace only.
let mockPageLocale: Locale = 'en';

jest.mock('next-intl/server', () => {
  const { createTranslator, createFormatter } = jest.requireActual<typeof import('next-intl')>('next-intl');
  const catalogue = { en: jest.requireActual('@/messages/en.json'), nl: jest.requireActual('@/messages/nl.json'), es: jest.requireActual('@/messages/es.json') };
  type Arg = { locale?: 'en' | 'nl' | 'es'; namespace?: string } | string | undefined;
  const localeOf = (arg: Arg) => (typeof arg === 'object' && arg.locale) || mockPageLocale;
  const namespaceOf = (arg: Arg) => (typeof arg === 'string' ? arg : arg?.namespace);
  return {
    getTranslations: async (arg: Arg) => createTranslator({ locale: localeOf(arg), messages: catalogue[localeOf(arg)], namespace: namespaceOf(arg) as never }),
    getFormatter: async (arg: Arg) => createFormatter({ locale: localeOf(arg), timeZone: 'Europe/Madrid' }),
  };
});
jest.mock('next/navigation', () => jest.requireActual('../home/mocks').nextNavigationMock());

/**
 * The protection check (docs/product.md#protection-check) as the member and their family read it:
 * what needs attention first, its state in words, why it matters, and the one step that fixes it.
 */
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

const pendant = (over: Partial<Extract<ProtectionCheckItem, { key: 'pendant' }>> = {}): ProtectionCheckItem => ({
  key: 'pendant',
  ok: true,
  name: 'ICE SOS Pendant',
  lastSeenAt: hoursAgo(3),
  battery: 64,
  silentHours: 24,
  lowPercent: 20,
  ...over,
});

/** A member with a plan and family, but no contact who agreed and no medical ID yet. */
const gaps: ProtectionCheck = {
  protected: true,
  callCentre: false,
  checks: [
    { key: 'plan', ok: true, status: 'active' },
    { key: 'contactAgreed', ok: false, agreed: 0, waiting: 1, declined: 0, total: 1 },
    { key: 'familyLinked', ok: true, linked: 2 },
    { key: 'medicalId', ok: false },
    { key: 'personalDetails', ok: true, hasName: true, hasPhone: true },
    pendant(),
  ],
};

/** A newcomer: nothing set up, no pendant. */
const fresh: ProtectionCheck = {
  protected: false,
  callCentre: false,
  checks: [
    { key: 'plan', ok: false, status: null },
    { key: 'contactAgreed', ok: false, agreed: 0, waiting: 0, declined: 0, total: 0 },
    { key: 'familyLinked', ok: false, linked: 0 },
    { key: 'medicalId', ok: false },
    { key: 'personalDetails', ok: false, hasName: false, hasPhone: false },
  ],
};

async function show(node: ReactNode, locale: Locale = 'en') {
  mockPageLocale = locale;
  return render(withIntl(await resolveServer(node), locale));
}

const items = () => screen.getAllByTestId('protection-check-item');
const itemFor = (key: string) => items().find((item) => item.dataset.key === key)!;
const prefix = (locale: Locale) => (locale === 'en' ? '' : `/${locale}`);

describe('the protection check list', () => {
  it('is a labelled section that lists what needs attention first, then what holds', async () => {
    await show(<ProtectionCheckList check={gaps} locale="en" viewer="member" />);
    expect(screen.getByRole('region', { name: 'Protection check' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Protection check' })).toBeInTheDocument();
    expect(items().map((item) => [item.dataset.key, item.dataset.ok])).toEqual([
      ['contactAgreed', 'false'],
      ['medicalId', 'false'],
      ['plan', 'true'],
      ['familyLinked', 'true'],
      ['pendant', 'true'],
      ['personalDetails', 'true'],
    ]);
    expect(screen.getByTestId('protection-check-summary')).toHaveTextContent('2 things need attention.');
  });

  it.each(['en', 'nl', 'es'] as const)('%s: says each state in words, not only in a colour', async (locale) => {
    await show(<ProtectionCheckList check={gaps} locale={locale} viewer="member" />, locale);
    const { ok, missing } = catalogues[locale].ProtectionCheck.state;
    for (const item of items()) {
      expect(item).toHaveTextContent(item.dataset.ok === 'true' ? ok : missing);
      expect(item.querySelector('[data-variant]')).toHaveTextContent(item.dataset.ok === 'true' ? ok : missing);
    }
  });

  it.each(['en', 'nl', 'es'] as const)('%s: gives the member one link per missing item, to the page that fixes it, and none where it holds', async (locale) => {
    await show(<ProtectionCheckList check={fresh} locale={locale} viewer="member" />, locale);
    for (const item of items()) {
      const links = within(item).queryAllByRole('link');
      expect(links).toHaveLength(1);
      expect(links[0]).toHaveAttribute('href', `${prefix(locale)}${FIX_ROUTE[item.dataset.key as keyof typeof FIX_ROUTE]}`);
    }
    await show(<ProtectionCheckList check={gaps} locale={locale} viewer="member" />, locale);
    const holding = screen.getAllByTestId('protection-check-item').filter((item) => item.dataset.ok === 'true');
    for (const item of holding) expect(within(item).queryByRole('link')).not.toBeInTheDocument();
  });

  it('words the member\'s actions as verbs and says what is missing', async () => {
    await show(<ProtectionCheckList check={fresh} locale="en" viewer="member" />);
    expect(within(itemFor('plan')).getByRole('link')).toHaveTextContent('Choose a plan');
    expect(itemFor('plan')).toHaveTextContent('No active plan');
    expect(within(itemFor('contactAgreed')).getByRole('link')).toHaveTextContent('Add an emergency contact');
    expect(within(itemFor('familyLinked')).getByRole('link')).toHaveTextContent('Invite family');
    expect(within(itemFor('medicalId')).getByRole('link')).toHaveTextContent('Fill in your medical ID');
    expect(within(itemFor('personalDetails')).getByRole('link')).toHaveTextContent('Add your name and phone');
    expect(itemFor('personalDetails')).toHaveTextContent('Name and phone number missing');
    expect(screen.getByTestId('protection-check-summary')).toHaveTextContent('5 things need attention.');
  });

  it('names who holds the contacts back, and why it matters', async () => {
    await show(<ProtectionCheckList check={gaps} locale="en" viewer="member" />);
    expect(itemFor('contactAgreed')).toHaveTextContent('No emergency contact has agreed yet — 1 waiting for an answer');
    expect(itemFor('contactAgreed')).toHaveTextContent('An alarm reaches only the contacts who said yes.');
    expect(itemFor('familyLinked')).toHaveTextContent('2 family members or carers receive alerts');
  });

  it.each([
    ['en', '2 emergency contacts agreed — 1 waiting for an answer and 1 declined'],
    ['nl', '2 noodcontacten zijn akkoord — 1 heeft nog niet geantwoord en 1 heeft geweigerd'],
    ['es', '2 contactos de emergencia han aceptado — 1 aún no ha respondido y 1 lo ha rechazado'],
  ] as const)('%s: counts those still waiting and those who declined apart, even when the check holds', async (locale, text) => {
    const contacts: ProtectionCheckItem = { key: 'contactAgreed', ok: true, agreed: 2, waiting: 1, declined: 1, total: 4 };
    await show(<ProtectionCheckList check={{ ...gaps, checks: [contacts] }} locale={locale} viewer="member" />, locale);
    expect(itemFor('contactAgreed')).toHaveTextContent(text);
    expect(within(itemFor('contactAgreed')).queryByRole('link')).not.toBeInTheDocument();
  });

  it.each([
    ['past_due', 'Payment failed', 'Fix the payment'],
    ['incomplete', 'First payment not completed', 'Complete the payment'],
    ['canceled', 'Plan ended', 'Restart your plan'],
  ] as const)('says a plan that is %s in its own words, with its own fix', async (status, title, action) => {
    await show(<ProtectionCheckList check={{ ...fresh, checks: [{ key: 'plan', ok: false, status }] }} locale="en" viewer="member" />);
    expect(itemFor('plan')).toHaveTextContent(title);
    expect(within(itemFor('plan')).getByRole('link', { name: action })).toHaveAttribute('href', FIX_ROUTE.plan);
  });

  it.each(['en', 'nl', 'es'] as const)('%s: gives family no links, but whom to ask for each gap', async (locale) => {
    await show(<ProtectionCheckList check={fresh} locale={locale} viewer="family" memberName="Ana" />, locale);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    const ask = { en: 'Ask Ana to', nl: 'Vraag Ana', es: 'Pida a Ana que' }[locale];
    for (const item of items()) expect(item).toHaveTextContent(ask);
    expect(itemFor('medicalId')).toHaveTextContent(
      { en: 'Ask Ana to fill in their medical ID.', nl: 'Vraag Ana de medische ID in te vullen.', es: 'Pida a Ana que complete su ficha médica.' }[locale],
    );
  });

  it('says that the call centre answers too, when it does', async () => {
    await show(<ProtectionCheckList check={{ ...gaps, callCentre: true }} locale="en" viewer="member" />);
    expect(screen.getByText('Alarms also reach the Spain call centre, 24/7.')).toBeInTheDocument();
  });
});

describe('the pendant in the protection check', () => {
  const withPendant = (item: ProtectionCheckItem): ProtectionCheck => ({ ...gaps, checks: [...gaps.checks.filter((check) => check.key !== 'pendant'), item] });

  it.each([
    ['en', 'ICE SOS Pendant: last seen 3 hours ago, battery 64%'],
    ['nl', 'ICE SOS Pendant: laatst gezien 3 uur geleden, batterij 64%'],
    ['es', 'ICE SOS Pendant: visto por última vez hace 3 horas, batería al 64 %'],
  ] as const)('%s: says when it was last seen and its battery when it holds', async (locale, text) => {
    await show(<ProtectionCheckList check={withPendant(pendant())} locale={locale} viewer="member" />, locale);
    expect(itemFor('pendant')).toHaveTextContent(text);
    expect(within(itemFor('pendant')).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says it has not been seen for longer than allowed, and to connect it', async () => {
    await show(<ProtectionCheckList check={withPendant(pendant({ ok: false, lastSeenAt: hoursAgo(30) }))} locale="en" viewer="member" />);
    expect(itemFor('pendant')).toHaveTextContent('ICE SOS Pendant: not seen for more than 24 hours (last seen 1 day ago)');
    expect(within(itemFor('pendant')).getByRole('link', { name: 'Connect your pendant' })).toHaveAttribute('href', FIX_ROUTE.pendant);
    // Among what needs attention, before the medical ID: without it the SOS button does not work.
    expect(items().map((item) => item.dataset.key).slice(0, 3)).toEqual(['contactAgreed', 'pendant', 'medicalId']);
  });

  it('says its battery is too low, against the limit', async () => {
    await show(<ProtectionCheckList check={withPendant(pendant({ ok: false, battery: 15 }))} locale="en" viewer="family" memberName="Ana" />);
    expect(itemFor('pendant')).toHaveTextContent('ICE SOS Pendant: battery at 15%, under 20%');
    expect(itemFor('pendant')).toHaveTextContent('Ask Ana to charge their pendant.');
  });

  it('says a pendant that never reported, by its name or as "Pendant"', async () => {
    await show(<ProtectionCheckList check={withPendant(pendant({ ok: false, name: null, lastSeenAt: null, battery: null }))} locale="en" viewer="member" />);
    expect(itemFor('pendant')).toHaveTextContent('Pendant: never reported');
  });
});

describe('push alerts in the protection check (docs/product.md#protection-check)', () => {
  const push = (over: Partial<Extract<ProtectionCheckItem, { key: 'push' }>>): ProtectionCheck => ({
    ...gaps,
    checks: [...gaps.checks, { key: 'push', ok: false, linked: 2, subscribed: 0, reached: 0, ...over }],
  });

  it.each([
    ['en', 1, 'Alerts reached 1 family member’s device in the last 30 days'],
    ['en', 2, 'Alerts reached 2 family members’ devices in the last 30 days'],
    ['nl', 2, 'Meldingen bereikten in de afgelopen 30 dagen de apparaten van 2 familieleden'],
    ['es', 2, 'Los avisos llegaron a los dispositivos de 2 familiares en los últimos 30 días'],
  ] as const)('%s: counts the family a push reached when it holds (%i)', async (locale, reached, text) => {
    await show(<ProtectionCheckList check={push({ ok: true, subscribed: 2, reached })} locale={locale} viewer="member" />, locale);
    expect(itemFor('push')).toHaveTextContent(text);
    expect(itemFor('push')).toHaveAttribute('data-ok', 'true');
    expect(within(itemFor('push')).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says nobody switched alerts on, and that they must before a drill proves anything', async () => {
    await show(<ProtectionCheckList check={push({})} locale="en" viewer="member" />);
    expect(itemFor('push')).toHaveTextContent('None of your 2 family members has switched alerts on yet');
    expect(itemFor('push')).toHaveTextContent('A push reaches family even when the site is closed.');
    expect(within(itemFor('push')).getByRole('link', { name: 'Ask your family to switch alerts on, then run a drill' })).toHaveAttribute('href', FIX_ROUTE.push);
  });

  it('says how many switched alerts on when none was proven, and to run a drill', async () => {
    await show(<ProtectionCheckList check={push({ subscribed: 1 })} locale="en" viewer="member" />);
    expect(itemFor('push')).toHaveTextContent('1 of 2 switched alerts on; none proven in the last 30 days');
    expect(within(itemFor('push')).getByRole('link', { name: 'Run a drill to prove it' })).toHaveAttribute('href', '/full-dashboard/drills');
  });

  it('asks family to switch alerts on where they read it, and to ask the member for a drill', async () => {
    await show(<ProtectionCheckList check={push({ linked: 1 })} locale="en" viewer="family" memberName="Ana" />);
    expect(itemFor('push')).toHaveTextContent('Your family member has not switched alerts on yet');
    expect(itemFor('push')).toHaveTextContent('Switch on alerts on this device (your dashboard) and ask Ana to run a drill.');
  });
});

describe('the drill in the protection check (docs/product.md#drills)', () => {
  const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
  const drill = (over: Partial<Extract<ProtectionCheckItem, { key: 'drill' }>>): ProtectionCheck => ({
    ...gaps,
    checks: [...gaps.checks, { key: 'drill', ok: false, lastDrillAt: null, nextDrillAt: null, ...over }],
  });

  it.each([
    ['en', 'Last drill 3 days ago'],
    ['nl', 'Laatste oefening 3 dagen geleden'],
    ['es', 'Último simulacro hace 3 días'],
  ] as const)('%s: says when the last drill was when it holds', async (locale, text) => {
    await show(<ProtectionCheckList check={drill({ ok: true, lastDrillAt: daysFromNow(-3) })} locale={locale} viewer="member" />, locale);
    expect(itemFor('drill')).toHaveTextContent(text);
    expect(within(itemFor('drill')).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says no drill in 30 days, why it matters, and links to the drills page', async () => {
    await show(<ProtectionCheckList check={drill({})} locale="en" viewer="member" />);
    expect(itemFor('drill').querySelector('.font-medium')).toHaveTextContent(/^No drill in the last 30 days$/);
    expect(itemFor('drill')).toHaveTextContent('A drill proves the whole chain works before it is needed.');
    expect(within(itemFor('drill')).getByRole('link', { name: 'Run a drill' })).toHaveAttribute('href', '/full-dashboard/drills');
  });

  it('says when the last one was and when the next scheduled one comes', async () => {
    await show(<ProtectionCheckList check={drill({ lastDrillAt: daysFromNow(-45), nextDrillAt: daysFromNow(5) })} locale="en" viewer="member" />);
    expect(itemFor('drill')).toHaveTextContent('No drill in the last 30 days — last one 1 month ago and next one in 5 days');
  });

  it('says the next scheduled one when it holds too', async () => {
    await show(<ProtectionCheckList check={drill({ ok: true, lastDrillAt: daysFromNow(-3), nextDrillAt: daysFromNow(5) })} locale="en" viewer="member" />);
    expect(itemFor('drill')).toHaveTextContent('Last drill 3 days ago — next one in 5 days');
  });

  it.each([
    ['en', 'Ask Ana to run a drill.'],
    ['nl', 'Vraag Ana een oefening te doen.'],
    ['es', 'Pida a Ana que haga un simulacro.'],
  ] as const)('%s: asks family to ask the member for a drill', async (locale, text) => {
    await show(<ProtectionCheckList check={drill({})} locale={locale} viewer="family" memberName="Ana" />, locale);
    expect(itemFor('drill')).toHaveTextContent(text);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('the badge beside the check', () => {
  it.each([
    ['en', 'Add someone an alarm reaches'],
    ['nl', 'Voeg iemand toe die uw alarm ontvangt'],
    ['es', 'Añada a alguien que reciba su alarma'],
  ] as const)('%s: with an active plan but nobody an alarm reaches, it points at the contacts, not the plans', async (locale, action) => {
    await show(<ProtectionStatus isProtected={false} planActive />, locale);
    expect(screen.getByTestId('protection-status')).toHaveTextContent(catalogues[locale].MemberDashboard.status.inactive);
    expect(screen.getByText(catalogues[locale].MemberDashboard.status.nobodyHint)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: action })).toHaveAttribute('href', `${prefix(locale)}/full-dashboard/contacts`);
  });

  it('on the full dashboard follows the check, not the plan alone', async () => {
    const noOne: ProtectionCheck = { ...fresh, checks: [{ key: 'plan', ok: true, status: 'active' }, ...fresh.checks.slice(1)] };
    await show(<ProtectionSummary protection={{ protected: true, reason: null }} asOffer={false} callCentre={false} check={noOne} locale="en" />);
    expect(screen.getByTestId('protection-status')).toHaveTextContent('Inactive');
    expect(screen.getByTestId('protection-reason')).toHaveAttribute('data-reason', 'nobodyReached');
    expect(screen.getByRole('link', { name: 'Add someone an alarm reaches' })).toHaveAttribute('href', '/full-dashboard/contacts');
  });

  it('on the full dashboard falls back to the plan when the check could not be read', async () => {
    await show(<ProtectionSummary protection={{ protected: false, reason: 'noPlan' }} asOffer={false} callCentre={false} check={null} locale="en" />);
    expect(screen.getByTestId('protection-status')).toHaveTextContent('Inactive');
    expect(screen.getByTestId('protection-reason')).toHaveAttribute('data-reason', 'noPlan');
  });
});

describe('the protection check messages', () => {
  const keysOf = (tree: object, path = ''): string[] =>
    Object.entries(tree).flatMap(([key, value]) => (typeof value === 'object' && value !== null ? keysOf(value, `${path}${key}.`) : [`${path}${key}`]));

  it.each(['nl', 'es'] as const)('%s has exactly the English keys', (locale) => {
    expect(keysOf(catalogues[locale].ProtectionCheck).sort()).toEqual(keysOf(en.ProtectionCheck).sort());
    expect(Object.keys(catalogues[locale].MemberDashboard.status).sort()).toEqual(Object.keys(en.MemberDashboard.status).sort());
  });
});
