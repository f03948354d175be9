import { render } from '@testing-library/react';
import { Skeleton } from './skeleton';

describe('Skeleton', () => {
  it('is a hidden placeholder that pulses only when motion is allowed', () => {
    const { container } = render(<Skeleton className="h-4 w-32" />);
    const block = container.firstElementChild;
    expect(block).toHaveAttribute('aria-hidden', 'true');
    expect(block).toHaveClass('motion-safe:animate-pulse', 'bg-muted', 'h-4', 'w-32');
    expect(block).not.toHaveClass('animate-pulse');
  });
});
