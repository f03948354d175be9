import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, type ButtonProps, type ButtonVariant } from './button';

const variants: ButtonVariant[] = ['default', 'emergency', 'guardian', 'wellness', 'outline', 'ghost', 'destructive', 'link'];

async function renderAndClick(props: Omit<ButtonProps, 'onClick' | 'children'>) {
  const onClick = jest.fn();
  render(
    <Button onClick={onClick} {...props}>
      Call
    </Button>,
  );
  const button = screen.getByRole('button', { name: 'Call' });
  await userEvent.click(button);
  return { button, onClick };
}

describe('Button', () => {
  it('is a type="button" by default, so it never submits a form by accident', () => {
    render(<Button>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'button');
  });

  it.each(variants)('renders the %s variant with its own classes', (variant) => {
    render(<Button variant={variant}>Go</Button>);
    const button = screen.getByRole('button', { name: 'Go' });
    expect(button).toHaveAttribute('data-variant', variant);
    expect(button.className).toMatch(/focus-visible:outline-ring/);
  });

  it('gives each variant different colours', () => {
    const classes = variants.map((variant) => {
      const { unmount } = render(<Button variant={variant}>Go</Button>);
      const className = screen.getByRole('button').className;
      unmount();
      return className;
    });
    expect(new Set(classes).size).toBe(variants.length);
  });

  it('applies the size and merges the caller className', () => {
    render(
      <Button size="xl" wrap={false} className="w-full">
        SOS
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'SOS' });
    expect(button).toHaveAttribute('data-size', 'xl');
    expect(button).toHaveClass('h-16', 'w-full', 'whitespace-nowrap');
  });

  it('lets a long label wrap within the row by default: a minimum height, never wider than its container', () => {
    render(
      <Button size="lg" className="text-left">
        Ver el vídeo de introducción
      </Button>,
    );
    const button = screen.getByRole('button');
    expect(button).toHaveClass('h-auto', 'min-h-12', 'max-w-full', 'whitespace-normal', 'text-left');
    expect(button).not.toHaveClass('h-12', 'whitespace-nowrap', 'text-center');
  });

  it('is 44 px (h-11, min-w-11) at sm size, 36 px only for a fine pointer on a wide screen', () => {
    render(
      <>
        <Button size="sm" wrap={false}>
          One line
        </Button>
        <Button size="sm">Wraps</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'One line' })).toHaveClass('h-11', 'min-w-11', 'md:pointer-fine:h-9', 'md:pointer-fine:min-w-9');
    const wrapping = screen.getByRole('button', { name: 'Wraps' });
    expect(wrapping).toHaveClass('h-auto', 'min-h-11', 'md:pointer-fine:min-h-9');
    expect(wrapping).not.toHaveClass('h-11', 'md:pointer-fine:h-9');
  });

  it('calls onClick when pressed', async () => {
    const { onClick } = await renderAndClick({});
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is disabled and ignores clicks when disabled', async () => {
    const { button, onClick } = await renderAndClick({ disabled: true });
    expect(button).toBeDisabled();
    expect(onClick).not.toHaveBeenCalled();
  });

  it('while loading is disabled, busy, shows a spinner and keeps its content and name', async () => {
    const { button, onClick } = await renderAndClick({ loading: true });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('Call')).toHaveClass('opacity-0');
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is not busy when not loading', () => {
    render(<Button>Send</Button>);
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button.querySelector('svg')).toBeNull();
  });

  it('with asChild renders its child element with the button styles', () => {
    render(
      <Button asChild variant="guardian" className="extra">
        <a href="tel:112">Call 112</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Call 112' });
    expect(link).toHaveAttribute('href', 'tel:112');
    expect(link).toHaveClass('bg-guardian', 'extra');
    expect(link).not.toHaveAttribute('type');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('with asChild and disabled marks the link aria-disabled', () => {
    render(
      <Button asChild disabled>
        <a href="tel:112">Call 112</a>
      </Button>,
    );
    expect(screen.getByRole('link', { name: 'Call 112' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('with asChild and loading keeps the link text and adds the spinner inside the link', () => {
    render(
      <Button asChild loading>
        <a href="tel:112">Call 112</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Call 112' });
    expect(link).toHaveAttribute('aria-busy', 'true');
    expect(link).toHaveAttribute('aria-disabled', 'true');
    expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('passes ref through as a prop', () => {
    const ref = { current: null as HTMLButtonElement | null };
    render(<Button ref={ref}>Ref</Button>);
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Ref' }));
  });
});
