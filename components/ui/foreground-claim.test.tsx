import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DialogContent, DialogRoot, DialogTitle, DialogTrigger } from './dialog';
import { useClaimForeground } from './foreground-claim';
import { ToastProvider, useToast } from './toast-provider';
import { polyfillRadixForJsdom } from './test-utils';

beforeAll(polyfillRadixForJsdom);

/** Stands for an open alarm: holds the foreground while `alarm` names one. */
function Alarm({ alarm }: { alarm: string }) {
  useClaimForeground(alarm);
  return alarm ? <p role="alert">SOS from Maria</p> : null;
}

function Page({ alarm }: { alarm: string }) {
  return (
    <>
      <Alarm alarm={alarm} />
      <DialogRoot>
        <DialogTrigger>Edit contact</DialogTrigger>
        <DialogContent closeLabel="Close">
          <DialogTitle>Edit contact</DialogTitle>
        </DialogContent>
      </DialogRoot>
    </>
  );
}

describe('an open alarm outranks every overlay', () => {
  it('closes a dialog that is open when an alarm arrives, and lets it be opened again afterwards', async () => {
    const { rerender } = render(<Page alarm="" />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit contact' }));
    expect(screen.getByRole('dialog', { name: 'Edit contact' })).toBeInTheDocument();

    rerender(<Page alarm="e1" />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('SOS from Maria');

    // Opened by the person during the alarm: theirs to choose.
    await userEvent.click(screen.getByRole('button', { name: 'Edit contact' }));
    expect(screen.getByRole('dialog', { name: 'Edit contact' })).toBeInTheDocument();
    // A second alarm is a new arrival: closed again.
    rerender(<Page alarm="e1,e2" />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('tells a controlled dialog’s owner to close it', () => {
    const changes: boolean[] = [];
    function Controlled({ alarm }: { alarm: string }) {
      const [open, setOpen] = useState(true);
      return (
        <>
          <Alarm alarm={alarm} />
          <DialogRoot
            open={open}
            onOpenChange={(next) => {
              changes.push(next);
              setOpen(next);
            }}
          >
            <DialogContent closeLabel="Close">
              <DialogTitle>Plan change</DialogTitle>
            </DialogContent>
          </DialogRoot>
        </>
      );
    }
    const { rerender } = render(<Controlled alarm="" />);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    rerender(<Controlled alarm="e1" />);
    expect(changes).toEqual([false]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps toasts out of sight while the alarm is open, and shows them again after', async () => {
    function Saver() {
      const { toast } = useToast();
      return (
        <button type="button" onClick={() => toast({ title: 'Saved' })}>
          Save
        </button>
      );
    }
    const app = (alarm: string) => (
      <ToastProvider label="Notification" viewportLabel="Notifications ({hotkey})" closeLabel="Close" duration={60_000}>
        <Alarm alarm={alarm} />
        <Saver />
      </ToastProvider>
    );
    const { rerender } = render(app('e1'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const viewport = await screen.findByRole('region', { name: /Notifications/ });
    expect(viewport.querySelector('ol') ?? viewport).toHaveClass('hidden');
    await act(async () => rerender(app('')));
    expect(screen.getByRole('region', { name: /Notifications/ }).querySelector('ol') ?? viewport).not.toHaveClass('hidden');
  });
});
