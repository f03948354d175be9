'use client';

import { createContext, lazy, Suspense, use, useCallback, useEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import { useForeground } from './foreground-claim';
import { TOAST_REMOVE_DELAY, toastReducer, type ToastInput, type ToastItem } from './toast-state';

// Radix Toast and the toasts' markup load with the first toast, not with every page (issue 48).
const ToastRegion = lazy(() => import('./toast-region'));

export type ToastHandle = { id: string; dismiss: () => void };

export type ToastContextValue = {
  toasts: ToastItem[];
  toast: (input: ToastInput) => ToastHandle;
  dismiss: (id: string) => void;
};

const ToastContext = createContext<ToastContextValue | null>(null);

export type ToastProviderProps = {
  children: ReactNode;
  /** Names each toast for screen readers, e.g. "Notification". */
  label: string;
  /** Names the toast region, e.g. "Notifications ({hotkey})"; Radix puts the shortcut (F8) in `{hotkey}`. */
  viewportLabel: string;
  /** Each toast's close button's accessible name. */
  closeLabel: string;
  /** How long a toast stays open, in ms (Radix's default is 5000). */
  duration?: number;
};

/**
 * Holds the toasts and shows them; every label comes from messages/*.json. The region that shows
 * them (components/ui/toast-region.tsx) is mounted with the first toast and then stays.
 */
export function ToastProvider({ children, label, viewportLabel, closeLabel, duration }: ToastProviderProps) {
  const [toasts, dispatch] = useReducer(toastReducer, []);
  const [regionWanted, setRegionWanted] = useState(false);
  const removalTimers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const nextId = useRef(0);

  useEffect(() => {
    const timers = removalTimers.current;
    return () => timers.forEach((timer) => clearTimeout(timer));
  }, []);

  const dismiss = useCallback((id: string) => {
    dispatch({ type: 'dismiss', id });
    if (removalTimers.current.has(id)) return;
    const timer = setTimeout(() => {
      removalTimers.current.delete(id);
      dispatch({ type: 'remove', id });
    }, TOAST_REMOVE_DELAY);
    removalTimers.current.set(id, timer);
  }, []);

  const toast = useCallback(
    (input: ToastInput): ToastHandle => {
      nextId.current += 1;
      const id = String(nextId.current);
      setRegionWanted(true);
      dispatch({ type: 'add', toast: { ...input, id, open: true } });
      return { id, dismiss: () => dismiss(id) };
    },
    [dismiss],
  );

  const value = useMemo(() => ({ toasts, toast, dismiss }), [toasts, toast, dismiss]);
  const foreground = useForeground();

  return (
    <ToastContext value={value}>
      {children}
      {regionWanted && (
        <Suspense fallback={null}>
          <ToastRegion
            toasts={toasts}
            dismiss={dismiss}
            label={label}
            viewportLabel={viewportLabel}
            closeLabel={closeLabel}
            duration={duration}
            hidden={foreground.claimed}
          />
        </Suspense>
      )}
    </ToastContext>
  );
}

export function useToast(): ToastContextValue {
  const context = use(ToastContext);
  if (!context) throw new Error('useToast must be used inside <ToastProvider>.');
  return context;
}
