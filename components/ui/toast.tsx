'use client';

import type { ComponentProps } from 'react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { cn } from '@/lib/cn';
import { CloseIcon } from './icons';
import type { ToastVariant } from './toast-state';

const variants: Record<ToastVariant, string> = {
  default: 'border-border bg-background text-foreground',
  destructive: 'border-destructive bg-destructive text-destructive-foreground',
};

export function ToastViewport({ className, ...props }: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      // Above the app shell's bottom bar on phones (app/globals.css; 0 elsewhere).
      className={cn(
        'fixed right-0 bottom-[var(--app-bottom-bar,0px)] z-[100] m-0 flex w-full list-none flex-col gap-2 p-4 outline-none sm:max-w-md',
        className,
      )}
      {...props}
    />
  );
}

export type ToastProps = ComponentProps<typeof ToastPrimitive.Root> & { variant?: ToastVariant };

export function Toast({ variant = 'default', className, ...props }: ToastProps) {
  return (
    <ToastPrimitive.Root
      // An error interrupts (assertive); anything else waits its turn (polite).
      type={variant === 'destructive' ? 'foreground' : 'background'}
      data-variant={variant}
      className={cn(
        'relative flex w-full items-start justify-between gap-4 rounded-md border p-4 pr-12 shadow-lg',
        'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn('text-base font-semibold', className)} {...props} />;
}

export function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={cn('text-sm opacity-90', className)} {...props} />;
}

export type ToastCloseProps = Omit<ComponentProps<typeof ToastPrimitive.Close>, 'children'> & {
  /** The close button's accessible name (from messages/*.json). */
  'aria-label': string;
};

export function ToastClose({ className, ...props }: ToastCloseProps) {
  return (
    <ToastPrimitive.Close
      className={cn(
        'absolute top-2 right-2 inline-flex size-9 items-center justify-center rounded-md opacity-80 hover:opacity-100',
        'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring',
        className,
      )}
      {...props}
    >
      <CloseIcon className="size-4" />
    </ToastPrimitive.Close>
  );
}
