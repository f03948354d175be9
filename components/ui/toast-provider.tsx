'use client';

import { createContext, use, useCallback, useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { useForeground } from './foreground-claim';
import { Toast, ToastClose, ToastDescription, ToastTitle, ToastViewport } from './toast';
import { TOAST_REMOVE_DELAY, toastReducer, type ToastInput, type ToastItem } from './toast-state';

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

/** Holds the toasts and shows them; every label comes from messages/*.json. */
export function ToastProvider({ children, label, viewportLabel, closeLabel, duration }: ToastProviderProps) {
  const [toasts, dispatch] = useReducer(toastReducer, []);
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
      dispatch({ type: 'add', toast: { ...input, id, open: true } });
      return { id, dismiss: () => dismiss(id) };
    },
    [dismiss],
  );

  const value = useMemo(() => ({ toasts, toast, dismiss }), [toasts, toast, dismiss]);
  const foreground = useForeground();

  return (
    <ToastContext value={value}>
      <ToastPrimitive.Provider label={label} duration={duration}>
        {children}
        {toasts.map(({ id, title, description, variant, open }) => (
          <Toast key={id} variant={variant} open={open} onOpenChange={(isOpen) => !isOpen && dismiss(id)}>
            <div className="grid gap-1">
              <ToastTitle>{title}</ToastTitle>
              {/* Radix joins the announced text without gaps; this keeps "Error Unable" from reading "ErrorUnable". */}
              {description && ' '}
              {description && <ToastDescription>{description}</ToastDescription>}
            </div>
            <ToastClose aria-label={closeLabel} />
          </Toast>
        ))}
        {/* Out of sight while an alarm holds the foreground: nothing lies over its buttons. */}
        <ToastViewport label={viewportLabel} className={foreground.claimed ? 'hidden' : undefined} />
      </ToastPrimitive.Provider>
    </ToastContext>
  );
}

export function useToast(): ToastContextValue {
  const context = use(ToastContext);
  if (!context) throw new Error('useToast must be used inside <ToastProvider>.');
  return context;
}
