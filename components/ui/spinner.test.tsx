import { render, screen } from '@testing-library/react';
import { Spinner } from './spinner';

describe('Spinner', () => {
  // role=status takes no name from content; screen readers read its (visually hidden) text.
  it('is a status that reads its label, with a decorative icon', () => {
    render(<Spinner label="Loading…" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading…');
    expect(status.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('spins only when motion is allowed', () => {
    render(<Spinner label="Loading…" />);
    const icon = screen.getByRole('status').querySelector('svg');
    expect(icon).toHaveClass('motion-safe:animate-spin');
    expect(icon).not.toHaveClass('animate-spin');
  });

  it.each([
    ['sm', 'size-4'],
    ['md', 'size-6'],
    ['lg', 'size-10'],
  ] as const)('renders size %s', (size, className) => {
    render(<Spinner label="Loading…" size={size} />);
    expect(screen.getByRole('status').querySelector('svg')).toHaveClass(className);
  });

  it('types the label as required (checked by tsc)', () => {
    // @ts-expect-error a spinner needs a label
    const element = <Spinner />;
    expect(element).toBeTruthy();
  });
});
