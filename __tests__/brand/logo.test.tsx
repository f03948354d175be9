import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { HeroIllustration } from '@/components/brand/hero-illustration';
import { heartPath, pulsePath, shieldPath } from '@/components/brand/logo-geometry';
import { LogoMark } from '@/components/brand/logo-mark';
import { PendantIllustration } from '@/components/brand/pendant-illustration';
import { Logo } from '@/components/site/logo';

const iconsDir = path.join(process.cwd(), 'public', 'icons');

/** A PNG's size from its IHDR chunk (bytes 16–23), without an image library. */
function pngSize(file: string) {
  const bytes = readFileSync(path.join(iconsDir, file));
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('LogoMark', () => {
  it('is decorative: aria-hidden, not focusable, no title of its own', () => {
    const { container } = render(<LogoMark />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg?.querySelector('title')).toBeNull();
  });

  it('draws the shield, heart and pulse, and nothing shaped like the old cross', () => {
    const { container } = render(<LogoMark />);
    const paths = [...container.querySelectorAll('path')].map((p) => p.getAttribute('d'));
    expect(paths).toEqual([shieldPath, heartPath, pulsePath]);
    // The old mark was a square with a plus of straight h/v segments; the new one has neither.
    expect(container.querySelector('rect')).toBeNull();
    expect(paths.some((d) => /^M[\d.\s]+(?:[hvHV][\d.\s-]+)+z$/i.test(d ?? ''))).toBe(false);
  });
});

it('Logo inside a link leaves the link its accessible name (the product name, once)', () => {
  render(
    <a href="#top" aria-label="ICE SOS homepage">
      <Logo name="ICE SOS" />
    </a>,
  );
  expect(screen.getByRole('link', { name: 'ICE SOS homepage' })).toBeInTheDocument();
  expect(screen.getByText('ICE SOS')).toHaveAttribute('aria-hidden', 'true');
});

describe('app icons (scripts/render-icons.ts)', () => {
  it('icon.svg is drawn from the same shapes as the React mark', () => {
    const svg = readFileSync(path.join(iconsDir, 'icon.svg'), 'utf8');
    for (const d of [shieldPath, heartPath, pulsePath]) expect(svg).toContain(`d="${d}"`);
  });

  it.each([
    ['icon-192.png', 192],
    ['icon-512.png', 512],
    ['apple-touch-icon.png', 180],
    ['maskable-512.png', 512],
  ])('%s is %i px square', (file, size) => {
    expect(pngSize(file)).toEqual({ width: size, height: size });
  });
});

describe('illustrations', () => {
  it.each([
    ['hero', <HeroIllustration key="hero" />],
    ['pendant', <PendantIllustration key="pendant" />],
  ])('the %s drawing is hidden from assistive technology and keeps its aspect ratio before CSS loads', (_name, ui) => {
    const { container } = render(ui);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('width');
    expect(svg).toHaveAttribute('height');
    expect(svg?.getAttribute('viewBox')).toBe(`0 0 ${svg?.getAttribute('width')} ${svg?.getAttribute('height')}`);
    expect(container.querySelector('image, foreignObject')).toBeNull(); // nothing fetched, nothing scripted
  });
});
