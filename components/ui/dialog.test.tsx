import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DialogClose, DialogContent, DialogDescription, DialogRoot, DialogTitle, DialogTrigger } from './dialog';
import { polyfillRadixForJsdom } from './test-utils';

beforeAll(polyfillRadixForJsdom);

// A modal Radix dialog makes the body inert to pointers; the click outside lands on the overlay.
function overlay(): Element {
  const element = document.querySelector('[data-slot="dialog-overlay"]');
  if (!element) throw new Error('no dialog overlay');
  return element;
}

function DismissibleDialog() {
  return (
    <DialogRoot>
      <DialogTrigger>Open</DialogTrigger>
      <DialogContent closeLabel="Close dialog">
        <DialogTitle>Device Connections</DialogTitle>
        <DialogDescription>Connect your Bluetooth pendant and link smart speakers</DialogDescription>
        <button type="button">First action</button>
      </DialogContent>
    </DialogRoot>
  );
}

function FirstVisitDialog({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  return (
    <DialogRoot defaultOpen onOpenChange={onOpenChange}>
      <DialogContent dismissible={false}>
        <DialogTitle>Welcome</DialogTitle>
        <DialogDescription>Choose your language and currency</DialogDescription>
        <DialogClose>Continue</DialogClose>
      </DialogContent>
    </DialogRoot>
  );
}

describe('Dialog', () => {
  it('opens as a labelled modal dialog with focus inside', async () => {
    const user = userEvent.setup();
    render(<DismissibleDialog />);
    await user.click(screen.getByRole('button', { name: 'Open' }));

    const dialog = screen.getByRole('dialog', { name: 'Device Connections' });
    expect(dialog).toHaveAccessibleDescription('Connect your Bluetooth pendant and link smart speakers');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(document.body).toHaveAttribute('data-scroll-locked');
  });

  it('traps focus: Tab and Shift+Tab cycle through the dialog only', async () => {
    const user = userEvent.setup();
    render(<DismissibleDialog />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog');
    const first = screen.getByRole('button', { name: 'First action' });
    const close = screen.getByRole('button', { name: 'Close dialog' });

    expect(first).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(first).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
    for (let i = 0; i < 5; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    render(<DismissibleDialog />);
    const trigger = screen.getByRole('button', { name: 'Open' });
    await user.click(trigger);
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('closes with its labelled close button and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    render(<DismissibleDialog />);
    const trigger = screen.getByRole('button', { name: 'Open' });
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Close dialog' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('closes on a click outside when dismissible', async () => {
    const user = userEvent.setup();
    render(<DismissibleDialog />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(overlay());

    expect(screen.queryByRole('dialog')).toBeNull();
  });

  describe('with dismissible={false}', () => {
    it('renders no close button', () => {
      render(<FirstVisitDialog onOpenChange={jest.fn()} />);
      const dialog = screen.getByRole('dialog', { name: 'Welcome' });
      expect(screen.getAllByRole('button')).toEqual([screen.getByRole('button', { name: 'Continue' })]);
      expect(dialog.querySelector('svg')).toBeNull();
    });

    it('ignores Escape and clicks outside', async () => {
      const user = userEvent.setup();
      const onOpenChange = jest.fn();
      render(<FirstVisitDialog onOpenChange={onOpenChange} />);

      await user.keyboard('{Escape}');
      await user.click(overlay());

      expect(screen.getByRole('dialog', { name: 'Welcome' })).toBeInTheDocument();
      expect(onOpenChange).not.toHaveBeenCalled();
    });

    it('still runs the caller’s Escape handler', async () => {
      const user = userEvent.setup();
      const onEscapeKeyDown = jest.fn();
      render(
        <DialogRoot defaultOpen>
          <DialogContent dismissible={false} onEscapeKeyDown={onEscapeKeyDown}>
            <DialogTitle>Welcome</DialogTitle>
            <DialogDescription>Choose</DialogDescription>
          </DialogContent>
        </DialogRoot>,
      );
      await user.keyboard('{Escape}');
      expect(onEscapeKeyDown).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('dialog')).toBeInTheDocument();
    });

    it('closes through the caller’s own action', async () => {
      const user = userEvent.setup();
      const onOpenChange = jest.fn();
      render(<FirstVisitDialog onOpenChange={onOpenChange} />);
      await user.click(screen.getByRole('button', { name: 'Continue' }));

      expect(onOpenChange).toHaveBeenCalledWith(false);
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });

  it('types the close label as required exactly when the dialog is dismissible (checked by tsc)', () => {
    const elements = [
      // @ts-expect-error a dismissible dialog needs a label for its close button
      <DialogContent key="a" />,
      // @ts-expect-error a dialog that cannot be dismissed has no close button to label
      <DialogContent key="b" dismissible={false} closeLabel="Close" />,
    ];
    expect(elements).toHaveLength(2);
  });
});
