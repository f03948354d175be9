import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { ChatProvider, useChat } from '@/components/chat/chat-launcher-context';
import { AppDownloadSection } from '@/components/home/app-download-section';
import { AppPreviewSection } from '@/components/home/app-preview-section';
import { FamilyAccessSection } from '@/components/home/family-access-section';
import { FeaturesGrid } from '@/components/home/features-grid';
import { Hero } from '@/components/home/hero';
import { PricingSection } from '@/components/home/pricing-section';
import { Footer } from '@/components/site/footer';
import { IntroVideoProvider } from '@/components/site/intro-video-context';
import { Navbar } from '@/components/site/navbar';
import { saveCurrency } from '@/components/site/preferences-store';
import { defaultAppPreviewConfig } from '@/lib/site-content/app-preview';
import type { Catalogue } from '@/lib/data/catalogue';
import type { Locale } from '@/lib/i18n/routing';
import { withIntl } from '../test-intl';
import { resolveServer } from './server-render';

jest.mock('next-intl/server', () => jest.requireActual('./mocks').nextIntlServerMock());
jest.mock('next/navigation', () => jest.requireActual('./mocks').nextNavigationMock());

const auth = { user: null as null | { id: string }, loading: false, signOut: jest.fn() };
const role = { role: null as null | string, loading: false, isAdmin: false };
jest.mock('@/components/auth/auth-provider', () => ({ useAuth: () => auth, useRole: () => role }));

function ChatState() {
  return <output data-testid="chat-state">{useChat().isOpen ? 'open' : 'closed'}</output>;
}

async function renderSection(section: ReactNode, locale: Locale = 'en') {
  const ui = await resolveServer(section);
  return render(
    withIntl(
      <ChatProvider>
        <IntroVideoProvider>
          {ui}
          <ChatState />
        </IntroVideoProvider>
      </ChatProvider>,
      locale,
    ),
  );
}

const catalogue: Catalogue = {
  plans: [
    { id: '1', name: 'Personal Account', canonicalName: 'Personal Account', description: null, price: 1.99, currency: 'EUR', billingInterval: 'month', features: [], is_popular: false, region: 'global', maxEmergencyContacts: 5 },
    { id: '2', name: 'Premium Protection', canonicalName: 'Premium Protection', description: 'Core', price: 4.99, currency: 'EUR', billingInterval: 'month', features: ['SOS', 'GPS'], is_popular: true, region: 'global', maxEmergencyContacts: 5 },
    { id: '3', name: 'Call Centre Spain', canonicalName: 'Call Centre Spain', description: null, price: 24.99, currency: 'EUR', billingInterval: 'month', features: [], is_popular: false, region: 'es', maxEmergencyContacts: 5 },
  ],
  products: [
    { id: 'p1', name: 'ICE SOS Bluetooth Pendant', canonicalName: 'ICE SOS Bluetooth Pendant', description: null, price: 49.99, currency: 'EUR', status: 'active', comingSoonUrl: null, features: ['a', 'b'] },
    { id: 'p2', name: 'Smart Watch', canonicalName: 'Smart Watch', description: null, price: 99, currency: 'EUR', status: 'coming_soon', comingSoonUrl: 'https://example.com/watch', features: [] },
  ],
  regionalServices: [],
};

beforeEach(() => {
  localStorage.clear();
  Object.assign(auth, { user: null, loading: false });
  Object.assign(role, { role: null, loading: false, isAdmin: false });
});

describe('Hero', () => {
  it('has the title, the starting price, Join, Talk and Meet Emma', async () => {
    await renderSection(<Hero locale="en" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Help at the touch of a button');
    expect(screen.getByText('From €4.99 per month')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('button', { name: 'Watch the video Meet Emma' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Talk to Emma' }));
    expect(screen.getByTestId('chat-state')).toHaveTextContent('open');
  });

  it('keeps the Dutch reading of the starting price (docs/product.md#what-it-does-and-for-whom)', async () => {
    await renderSection(<Hero locale="nl" />, 'nl');
    expect(screen.getByText(/Vanaf € 1,99 per maand/)).toBeInTheDocument();
  });
});

it('FeaturesGrid shows six features', async () => {
  await renderSection(<FeaturesGrid locale="en" />);
  const grid = screen.getByRole('region', { name: 'What ICE SOS does' });
  expect(within(grid).getAllByRole('heading', { level: 3 })).toHaveLength(6);
});

it('AppPreviewSection shows the phone with the config', async () => {
  await renderSection(<AppPreviewSection locale="en" config={{ ...defaultAppPreviewConfig, tagline: 'Custom tagline' }} />);
  expect(screen.getByRole('figure', { name: 'Preview of the ICE SOS app' })).toBeInTheDocument();
  expect(screen.getByText('Custom tagline')).toBeInTheDocument();
});

describe('PricingSection', () => {
  it('shows the core plan, add-ons, products by status and the no-regional-services text', async () => {
    await renderSection(<PricingSection locale="en" catalogue={catalogue} />);
    const core = screen.getByRole('article', { name: 'Premium Protection' });
    expect(within(core).getByRole('link', { name: 'Subscribe now' })).toHaveAttribute('href', '/ai-register');
    expect(within(core).getByRole('button', { name: 'Watch the intro video' })).toBeInTheDocument();
    expect(within(core).getByText('€4.99')).toBeInTheDocument();
    // Add-ons: other global plans only (not the regional Call Centre Spain plan).
    expect(screen.getByText('Personal Account')).toBeInTheDocument();
    expect(screen.queryByText('Call Centre Spain')).not.toBeInTheDocument();

    const pendant = screen.getByRole('article', { name: 'ICE SOS Bluetooth Pendant' });
    expect(within(pendant).getByRole('link', { name: /Learn More/ })).toHaveAttribute('href', '/devices/ice-sos-pendant');
    const watch = screen.getByRole('article', { name: 'Smart Watch' });
    expect(within(watch).getAllByText('Coming Soon')).toHaveLength(2); // banner and badge
    expect(within(watch).getByRole('link', { name: /Learn more/ })).toHaveAttribute('href', 'https://example.com/watch');
    expect(within(watch).queryByRole('link', { name: /Learn More: Smart Watch/ })).not.toBeInTheDocument();

    expect(screen.getByText('No regional services available at the moment.')).toBeInTheDocument();
  });

  it('leaves a failed section empty without claiming there is nothing (docs/product.md#errors)', async () => {
    await renderSection(<PricingSection locale="en" catalogue={{ plans: null, products: null, regionalServices: null }} />);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByText('No regional services available at the moment.')).not.toBeInTheDocument();
  });

  it('shows regional services with Details', async () => {
    const services = [{ id: 's', name: 'Call Centre Spain', description: null, price: 24.99, currency: 'EUR', region: 'es', features: ['24/7'] }];
    await renderSection(<PricingSection locale="en" catalogue={{ ...catalogue, regionalServices: services }} />);
    expect(screen.getByRole('link', { name: /Details/ })).toHaveAttribute('href', '/regional-center/spain');
  });

  it('converts every price when the currency changes', async () => {
    await renderSection(<PricingSection locale="es" catalogue={catalogue} />, 'es');
    act(() => saveCurrency('GBP'));
    const prices = document.querySelectorAll('[data-price]');
    expect(prices.length).toBeGreaterThan(3);
    prices.forEach((price) => expect(price.textContent).toContain('GBP'));
    expect(screen.getByText(/42,49\sGBP/)).toBeInTheDocument(); // the pendant: 49.99 × 0.85
  });
});

it('FamilyAccessSection links to the family page', async () => {
  await renderSection(<FamilyAccessSection locale="en" />);
  expect(screen.getByRole('link', { name: 'Learn about family and carer access' })).toHaveAttribute('href', '/family-carer-access');
});

describe('AppDownloadSection', () => {
  it('claims no store apps: it gives the steps to install, says what works offline, and offers the install prompt when the browser has one', async () => {
    await renderSection(<AppDownloadSection locale="en" />);
    expect(screen.queryByText('Coming soon')).not.toBeInTheDocument();
    expect(screen.queryByText(/App Store|Google Play/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How to install' })).toBeInTheDocument();
    expect(screen.getByText(/tap Share, then “Add to Home Screen”/)).toBeInTheDocument();
    expect(screen.getByText(/choose “Install app”/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Without a connection' })).toBeInTheDocument();
    expect(screen.getByText(/A tap on SOS is queued on your device/)).toBeInTheDocument();

    const prompt = jest.fn(async () => undefined);
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    act(() => void window.dispatchEvent(event));
    expect(event.defaultPrevented).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Install the app' }));
    expect(prompt).toHaveBeenCalled();
    expect(await screen.findByText('ICE SOS is installed on this device.')).toBeInTheDocument();
  });

  it('says it is installed when the page already runs as the installed app', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({ matches: query === '(display-mode: standalone)', addEventListener: () => undefined, removeEventListener: () => undefined })) as unknown as typeof window.matchMedia;
    try {
      await renderSection(<AppDownloadSection locale="nl" />, 'nl');
      expect(screen.getByTestId('app-installed')).toHaveTextContent('ICE SOS is op dit apparaat geïnstalleerd.');
      expect(screen.queryByRole('heading', { name: 'Zo installeert u de app' })).not.toBeInTheDocument();
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});

describe('Navbar', () => {
  it('has every spec item, and Regional Center only in Spanish', async () => {
    await renderSection(<Navbar locale="en" />);
    expect(screen.getByRole('link', { name: 'ICE SOS homepage' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('button', { name: 'Intro Video' })).toBeInTheDocument();
    expect(screen.getByLabelText('Language')).toHaveValue('en');
    expect(screen.getByLabelText('Currency')).toHaveValue('EUR');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
    expect(screen.getByRole('link', { name: 'Subscribe now' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('link', { name: 'My dashboard' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Regional Center' })).not.toBeInTheDocument();
  });

  it.each([
    ['en', 'My dashboard', 'Sign in', 'Subscribe now', '/member-dashboard'],
    ['nl', 'Mijn dashboard', 'Inloggen', 'Nu abonneren', '/nl/member-dashboard'],
    ['es', 'Mi panel', 'Iniciar sesión', 'Suscríbase ahora', '/es/member-dashboard'],
  ] as const)('in %s shows a signed-in visitor "%s" instead of signing in and subscribing', async (locale, mine, signIn, subscribe, href) => {
    auth.user = { id: 'u1' };
    try {
      await renderSection(<Navbar locale={locale} />, locale);
      expect(screen.getByRole('link', { name: mine })).toHaveAttribute('href', href);
      expect(screen.queryByRole('link', { name: signIn })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: subscribe })).not.toBeInTheDocument();
    } finally {
      auth.user = null;
    }
  });

  it('shows the visitors’ buttons, not "My dashboard", while the session is still being read', async () => {
    auth.loading = true;
    try {
      await renderSection(<Navbar locale="en" />);
      expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'My dashboard' })).not.toBeInTheDocument();
    } finally {
      auth.loading = false;
    }
  });

  it('shows the Regional Center link to Spanish visitors', async () => {
    await renderSection(<Navbar locale="es" />, 'es');
    expect(screen.getByRole('link', { name: 'Centro regional' })).toHaveAttribute('href', '/es/regional-center/spain');
  });

  it('toggles the mobile menu from the keyboard and closes it on Escape', async () => {
    await renderSection(<Navbar locale="en" />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('stores a currency change', async () => {
    await renderSection(<Navbar locale="en" />);
    await userEvent.selectOptions(screen.getByLabelText('Currency'), 'AUD');
    expect(localStorage.getItem('ice-sos:currency')).toBe('AUD');
    expect(screen.getByLabelText('Currency')).toHaveValue('AUD');
  });
});

describe('Footer', () => {
  const link = (name: string) => screen.getByRole('link', { name });

  it('has the quick, account and help links and the 2024 copyright', async () => {
    await renderSection(<Footer locale="en" />);
    expect(link('ICE SOS Pendant')).toHaveAttribute('href', '/devices/ice-sos-pendant');
    expect(link('Spain regional centre')).toHaveAttribute('href', '/regional-center/spain');
    expect(link('Family and carer access')).toHaveAttribute('href', '/family-carer-access');
    expect(link('Sign in')).toHaveAttribute('href', '/auth');
    expect(link('Subscribe')).toHaveAttribute('href', '/register');
    expect(link('Members dashboard')).toHaveAttribute('href', '/auth');
    expect(link('Admin dashboard')).toHaveAttribute('href', '/auth');
    for (const [name, href] of [['Contact Us', '/contact'], ['Privacy', '/privacy'], ['Terms', '/terms'], ['Support', '/support']]) {
      expect(link(name)).toHaveAttribute('href', href);
    }
    expect(screen.getByText('© 2024 ICE SOS. All rights reserved.')).toBeInTheDocument();
  });

  it('waits with the members dashboard while auth loads', async () => {
    auth.loading = true;
    await renderSection(<Footer locale="en" />);
    expect(link('Members dashboard')).not.toHaveAttribute('href');
    expect(link('Members dashboard')).toHaveAttribute('aria-disabled', 'true');
  });

  it('offers sign-out and the dashboards to a signed-in member', async () => {
    auth.user = { id: 'u' };
    await renderSection(<Footer locale="en" />);
    expect(link('Members dashboard')).toHaveAttribute('href', '/member-dashboard');
    expect(link('Admin dashboard')).toHaveAttribute('href', '/member-dashboard');
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(auth.signOut).toHaveBeenCalled();
  });

  it('sends an admin, or a member whose role is still loading, to the admin dashboard', async () => {
    auth.user = { id: 'u' };
    role.loading = true;
    await renderSection(<Footer locale="en" />);
    expect(link('Admin dashboard')).toHaveAttribute('href', '/admin-dashboard');
  });
});
