import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { FeaturesGrid } from '@/components/home/features-grid';
import { Hero } from '@/components/home/hero';
import { ProductCard } from '@/components/home/product-card';
import { ChatProvider } from '@/components/chat/chat-launcher-context';
import { IntroVideoProvider } from '@/components/site/intro-video-context';
import type { CatalogueProduct } from '@/lib/data/catalogue';
import { withIntl } from '../test-intl';
import { resolveServer } from './server-render';

jest.mock('next-intl/server', () => jest.requireActual('./mocks').nextIntlServerMock());
jest.mock('next/navigation', () => jest.requireActual('./mocks').nextNavigationMock());

async function renderServer(ui: ReactNode, locale: 'en' | 'nl' | 'es' = 'en') {
  return render(
    withIntl(
      <ChatProvider>
        <IntroVideoProvider>{await resolveServer(ui)}</IntroVideoProvider>
      </ChatProvider>,
      locale,
    ),
  );
}

const product = (over: Partial<CatalogueProduct>): CatalogueProduct => ({
  id: 'p',
  name: 'ICE SOS Bluetooth Pendant',
  canonicalName: 'ICE SOS Bluetooth Pendant',
  description: null,
  price: 49.99,
  currency: 'EUR',
  status: 'active',
  comingSoonUrl: null,
  features: ['a'],
  ...over,
});

it('FeaturesGrid gives each of the six features a heading and a hidden icon', async () => {
  await renderServer(<FeaturesGrid locale="en" />);
  const items = within(screen.getByRole('region', { name: 'What ICE SOS does' })).getAllByRole('listitem');
  expect(items).toHaveLength(6);
  for (const item of items) {
    expect(within(item).getByRole('heading', { level: 3 })).toBeInTheDocument();
    const icons = item.querySelectorAll('svg');
    expect(icons).toHaveLength(1);
    expect(icons[0]).toHaveAttribute('aria-hidden', 'true');
  }
});

it('Hero draws its picture as hidden art, and the play icon stays out of the button name', async () => {
  const { container } = await renderServer(<Hero locale="en" />);
  expect(screen.getByRole('button', { name: 'Watch the video Meet Emma' })).toBeInTheDocument();
  const svgs = [...container.querySelectorAll('svg')];
  expect(svgs.length).toBeGreaterThanOrEqual(2);
  svgs.forEach((svg) => expect(svg).toHaveAttribute('aria-hidden', 'true'));
});

describe('ProductCard', () => {
  it('draws the pendant for the pendant, by its English name even when shown in Dutch', async () => {
    await renderServer(<ProductCard locale="nl" product={product({ name: 'ICE SOS Bluetooth-hanger' })} />, 'nl');
    const card = screen.getByRole('article', { name: 'ICE SOS Bluetooth-hanger' });
    expect(within(card).getByTestId('pendant-illustration')).toHaveAttribute('aria-hidden', 'true');
    expect(within(card).getByRole('link', { name: /^Bestel de hanger\s?: ICE SOS Bluetooth-hanger$/ })).toBeInTheDocument();
  });

  it('draws no pendant on another product, and does not call it a pendant', async () => {
    await renderServer(<ProductCard locale="en" product={product({ id: 'w', name: 'Smart Watch', canonicalName: 'Smart Watch' })} />);
    const card = screen.getByRole('article', { name: 'Smart Watch' });
    expect(within(card).queryByTestId('pendant-illustration')).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /^Order\s?: Smart Watch$/ })).toBeInTheDocument();
    expect(within(card).queryByText(/pendant/i)).not.toBeInTheDocument();
  });

  it('keeps price and buttons together at the foot of the card, the price amount bold and the period small', async () => {
    await renderServer(<ProductCard locale="en" product={product({})} />);
    const card = screen.getByRole('article', { name: 'ICE SOS Bluetooth Pendant' });
    const price = within(card).getByText('€49.99');
    const foot = price.closest('.mt-auto');
    expect(foot).not.toBeNull();
    expect(within(foot as HTMLElement).getByRole('link', { name: /Get the pendant/ })).toBeInTheDocument();
    expect(within(foot as HTMLElement).getByText('one-time')).toHaveClass('text-sm');
  });
});
