import { render } from '@testing-library/react';
import { ScrollToTopOnNavigate } from '@/components/layout/scroll-to-top-on-navigate';

let pathname = '/';
jest.mock('next/navigation', () => ({ usePathname: () => pathname }));

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
  })) as unknown as typeof window.matchMedia;
}

describe('ScrollToTopOnNavigate', () => {
  beforeEach(() => {
    pathname = '/';
    window.scrollTo = jest.fn();
  });

  it('does not scroll on the first render', () => {
    mockReducedMotion(false);
    render(<ScrollToTopOnNavigate />);
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls smoothly to the top when the route changes', () => {
    mockReducedMotion(false);
    const { rerender } = render(<ScrollToTopOnNavigate />);
    pathname = '/contact';
    rerender(<ScrollToTopOnNavigate />);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'smooth' });
  });

  it('jumps without animation when the visitor prefers reduced motion', () => {
    mockReducedMotion(true);
    const { rerender } = render(<ScrollToTopOnNavigate />);
    pathname = '/support';
    rerender(<ScrollToTopOnNavigate />);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'auto' });
  });

  it('does not scroll again when the same route re-renders', () => {
    mockReducedMotion(false);
    const { rerender } = render(<ScrollToTopOnNavigate />);
    rerender(<ScrollToTopOnNavigate />);
    expect(window.scrollTo).not.toHaveBeenCalled();
  });
});
