import { render, screen } from '@testing-library/react';
import { Badge, type BadgeVariant } from './badge';

const variants: BadgeVariant[] = ['default', 'emergency', 'guardian', 'wellness', 'outline', 'success', 'warning', 'secondary'];

describe('Badge', () => {
  it('renders its text as inline content', () => {
    render(<Badge>Coming Soon</Badge>);
    const badge = screen.getByText('Coming Soon');
    expect(badge.tagName).toBe('SPAN');
    expect(badge).toHaveAttribute('data-variant', 'default');
  });

  it('gives each variant its own colours', () => {
    const classes = variants.map((variant) => {
      const { unmount } = render(<Badge variant={variant}>{variant}</Badge>);
      const badge = screen.getByText(variant);
      expect(badge).toHaveAttribute('data-variant', variant);
      unmount();
      return badge.className;
    });
    expect(new Set(classes).size).toBe(variants.length);
  });

  it('merges the caller className and passes other props through', () => {
    render(
      <Badge variant="success" className="ml-2" aria-label="Status: Protected">
        Protected
      </Badge>,
    );
    const badge = screen.getByLabelText('Status: Protected');
    expect(badge).toHaveClass('bg-success', 'ml-2');
  });
});
