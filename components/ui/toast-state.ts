import type { ReactNode } from 'react';

/** docs/product.md#limits-and-constants: one toast at a time; a new one replaces the one shown. */
export const TOAST_LIMIT = 1;
/** docs/product.md#limits-and-constants: a dismissed toast stays in state (closed) this long before it is removed. */
export const TOAST_REMOVE_DELAY = 1_000_000;

export type ToastVariant = 'default' | 'destructive';

export type ToastInput = {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
};

/** docs/product.md#data Toast entity: title, description and the open flag. */
export type ToastItem = ToastInput & { id: string; open: boolean };

export type ToastAction =
  | { type: 'add'; toast: ToastItem }
  | { type: 'dismiss'; id: string }
  | { type: 'remove'; id: string };

export function toastReducer(toasts: ToastItem[], action: ToastAction): ToastItem[] {
  switch (action.type) {
    case 'add':
      return [action.toast, ...toasts].slice(0, TOAST_LIMIT);
    case 'dismiss':
      return toasts.map((toast) => (toast.id === action.id ? { ...toast, open: false } : toast));
    case 'remove':
      return toasts.filter((toast) => toast.id !== action.id);
  }
}
