'use client';

import { Toast as ToastPrimitive } from 'radix-ui';
import { Toast, ToastClose, ToastDescription, ToastTitle, ToastViewport } from './toast';
import type { ToastItem } from './toast-state';

export type ToastRegionProps = {
  toasts: ToastItem[];
  dismiss: (id: string) => void;
  label: string;
  viewportLabel: string;
  closeLabel: string;
  duration?: number;
  /** While an alarm holds the foreground: out of sight, so nothing lies over its buttons. */
  hidden: boolean;
};

/**
 * The toasts on screen and their region (Radix Toast: swipe, F8, announcements). Its own chunk,
 * loaded with the first toast (components/ui/toast-provider.tsx): a visitor who never meets one
 * never downloads or hydrates it.
 */
export default function ToastRegion({ toasts, dismiss, label, viewportLabel, closeLabel, duration, hidden }: ToastRegionProps) {
  return (
    <ToastPrimitive.Provider label={label} duration={duration}>
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
      <ToastViewport label={viewportLabel} className={hidden ? 'hidden' : undefined} />
    </ToastPrimitive.Provider>
  );
}
