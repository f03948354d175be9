import { act, fireEvent, render, screen } from '@testing-library/react';
import { FirstVisitDialog, firstVisitDelayMs } from '@/components/site/first-visit-dialog';
import { FirstVisitGate } from '@/components/site/first-visit-gate';
import { useClaimForeground } from '@/components/ui/foreground-claim';
import { withIntl } from '../test-intl';

jest.mock('next/navigation', () => jest.requireActual('./mocks').nextNavigationMock());

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'NEXT_LOCALE=; max-age=0; path=/';
});

describe('first-visit dialog (docs/product.md#states)', () => {
  it('cannot be dismissed by Escape, an outside click or a close button', async () => {
    render(withIntl(<FirstVisitDialog reload={jest.fn()} />));
    const dialog = await screen.findByRole<HTMLDialogElement>('dialog', { name: 'Welcome to ICE SOS' });
    expect(dialog).toHaveAccessibleDescription('Choose your language and currency. You can change both later in the menu.');
    // Escape is the browser's request to close (a cancelable `cancel` event): refused.
    expect(fireEvent(dialog, new Event('cancel', { cancelable: true }))).toBe(false);
    // A close the browser does not let us refuse (a second Escape without a tap between): open again.
    act(() => dialog.close());
    expect(dialog.open).toBe(true);
    fireEvent.pointerDown(document.body);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /close/i })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(1); // Continue
  });

  it('Continue applies both choices, waits 1 s, sets the flag, closes and reloads the locale URL', () => {
    jest.useFakeTimers();
    try {
      const reload = jest.fn();
      render(withIntl(<FirstVisitDialog reload={reload} />));
      // It opens in a task of its own.
      act(() => jest.advanceTimersByTime(0));
      expect(screen.getByRole('dialog', { name: 'Welcome to ICE SOS' })).toBeInTheDocument();
      fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'es' } });
      fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'AUD' } });
      fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

      expect(localStorage.getItem('ice-sos:language')).toBe('es');
      expect(localStorage.getItem('ice-sos:currency')).toBe('AUD');
      expect(document.cookie).toContain('NEXT_LOCALE=es');
      expect(localStorage.getItem('ice-sos:visited')).toBeNull();
      expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();

      act(() => jest.advanceTimersByTime(firstVisitDelayMs - 1));
      expect(reload).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(1));
      expect(localStorage.getItem('ice-sos:visited')).not.toBeNull();
      expect(reload).toHaveBeenCalledWith('/es');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('the gate shows the dialog only while the visited flag is absent', async () => {
    const { unmount } = render(withIntl(<FirstVisitGate />));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    unmount();
    localStorage.setItem('ice-sos:visited', 'yes');
    render(withIntl(<FirstVisitGate />));
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('the gate keeps the dialog away while an alarm holds the foreground, and shows it once none does', async () => {
    function Alarm({ alarm }: { alarm: string }) {
      useClaimForeground(alarm);
      return null;
    }
    const { rerender } = render(withIntl(<><Alarm alarm="e1" /><FirstVisitGate /></>));
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(withIntl(<><Alarm alarm="" /><FirstVisitGate /></>));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });
});
