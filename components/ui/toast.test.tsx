import { act, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { ToastProvider, useToast, type ToastContextValue } from './toast-provider';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY } from './toast-state';
import { polyfillRadixForJsdom } from './test-utils';

beforeAll(polyfillRadixForJsdom);

function Providers({ children }: { children: ReactNode }) {
  return (
    <ToastProvider label="Notification" viewportLabel="Notifications ({hotkey})" closeLabel="Close notification">
      {children}
    </ToastProvider>
  );
}

// The toasts render inside the provider, so screen queries see them; result.current is the latest hook value.
function renderToasts() {
  const { result } = renderHook(() => useToast(), { wrapper: Providers });
  return () => result.current;
}

/** A toast, and the region that shows it: its own chunk, loaded with the first toast. */
async function show(hook: () => ToastContextValue, input: Parameters<ToastContextValue['toast']>[0]) {
  let handle: ReturnType<ToastContextValue['toast']> | undefined;
  act(() => {
    handle = hook().toast(input);
  });
  await screen.findByRole('region', { name: 'Notifications (F8)' });
  await screen.findByRole('listitem');
  return handle!;
}

describe('Toast', () => {
  it('follows docs/product.md#limits-and-constants: one at a time, removed 1,000,000 ms after dismissal', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
  });

  it('has no region, and loads none, until the first toast', () => {
    renderToasts();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('shows the title and description inside a labelled notifications region', async () => {
    const hook = renderToasts();
    await show(hook, { title: 'Alexa linking', description: 'Coming soon' });

    const item = screen.getByRole('listitem');
    expect(item).toHaveTextContent('Alexa linking');
    expect(item).toHaveTextContent('Coming soon');
    expect(hook().toasts).toEqual([expect.objectContaining({ title: 'Alexa linking', open: true })]);
  });

  it('announces an ordinary toast politely', async () => {
    const hook = renderToasts();
    await show(hook, { title: 'Alexa linking' });
    expect(await screen.findByRole('status')).toHaveAttribute('aria-live', 'polite');
  });

  it('announces a toast through a live region, assertively for a destructive one', async () => {
    const hook = renderToasts();
    await show(hook, { title: 'Connection Error', description: 'Unable to connect to Emma.', variant: 'destructive' });
    const announcement = await screen.findByRole('status');
    await waitFor(() => expect(announcement).toHaveTextContent('Notification Connection Error Unable to connect to Emma.'));
    expect(announcement).toHaveAttribute('aria-live', 'assertive');
    expect(screen.getByRole('listitem')).toHaveAttribute('data-variant', 'destructive');
  });

  it('replaces the shown toast with a new one, so only one is shown', async () => {
    const hook = renderToasts();
    await show(hook, { title: 'First' });
    act(() => {
      hook().toast({ title: 'Second' });
    });

    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('listitem')).toHaveTextContent('Second');
    expect(hook().toasts.map((toast) => toast.title)).toEqual(['Second']);
  });

  it('closes at once on dismissal and leaves state after the removal delay', async () => {
    jest.useFakeTimers();
    try {
      const hook = renderToasts();
      const handle = await show(hook, { title: 'Saved' });
      act(() => handle.dismiss());

      expect(screen.queryByRole('listitem')).toBeNull();
      expect(hook().toasts).toEqual([expect.objectContaining({ title: 'Saved', open: false })]);

      act(() => jest.advanceTimersByTime(TOAST_REMOVE_DELAY - 1));
      expect(hook().toasts).toHaveLength(1);
      act(() => jest.advanceTimersByTime(1));
      expect(hook().toasts).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('closes from its labelled close button', async () => {
    const user = userEvent.setup();
    const hook = renderToasts();
    await show(hook, { title: 'Google Home linking', description: 'Coming soon' });
    await user.click(screen.getByRole('button', { name: 'Close notification' }));

    expect(screen.queryByRole('listitem')).toBeNull();
    expect(hook().toasts).toEqual([expect.objectContaining({ open: false })]);
  });

  it('throws a clear error when useToast is used outside ToastProvider', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(() => renderHook(() => useToast())).toThrow('useToast must be used inside <ToastProvider>.');
    } finally {
      consoleError.mockRestore();
    }
  });
});
