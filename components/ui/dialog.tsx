'use client';

import { type ComponentProps, useCallback, useEffect, useRef, useState } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { cn } from '@/lib/cn';
import { onForegroundArrival } from './foreground-claim';
import { CloseIcon } from './icons';

// Focus trapping, Escape, scroll lock, aria-modal and returning focus to the trigger come from Radix.

/**
 * Radix's Root, controlled or not as the caller likes, which closes when an alarm claims the
 * foreground (foreground-claim.ts): a modal over an alarm would hide it and block its buttons.
 */
export function DialogRoot({ open, defaultOpen, onOpenChange, ...props }: ComponentProps<typeof DialogPrimitive.Root>) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen ?? false);
  const isOpen = open ?? uncontrolledOpen;
  const setOpen = useCallback(
    (next: boolean) => {
      if (open === undefined) setUncontrolledOpen(next);
      onOpenChange?.(next);
    },
    [open, onOpenChange],
  );
  // The latest state for the arrival callback, which is subscribed once.
  const latest = useRef({ isOpen, setOpen });
  useEffect(() => {
    latest.current = { isOpen, setOpen };
  });
  useEffect(
    () =>
      onForegroundArrival(() => {
        if (latest.current.isOpen) latest.current.setOpen(false);
      }),
    [],
  );
  return <DialogPrimitive.Root open={isOpen} onOpenChange={setOpen} {...props} />;
}
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

type DismissProps =
  | {
      /** Escape, a click outside and the close button close the dialog (the default). */
      dismissible?: true;
      /** The close button's accessible name (from messages/*.json). */
      closeLabel: string;
    }
  | {
      /** Only the caller's own action closes the dialog: no Escape, no outside click, no close button. */
      dismissible: false;
      closeLabel?: never;
    };

export type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & DismissProps;

export function DialogContent({
  dismissible = true,
  closeLabel,
  className,
  children,
  onEscapeKeyDown,
  onInteractOutside,
  ...props
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay data-slot="dialog-overlay" className="fixed inset-0 z-50 bg-foreground/60" />
      <DialogPrimitive.Content
        // Radix skips its own close when the event was prevented.
        onEscapeKeyDown={(event) => {
          onEscapeKeyDown?.(event);
          if (!dismissible) event.preventDefault();
        }}
        onInteractOutside={(event) => {
          onInteractOutside?.(event);
          if (!dismissible) event.preventDefault();
        }}
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4',
          'max-h-[calc(100dvh-2rem)] overflow-y-auto rounded-card border border-border bg-background p-6 text-foreground shadow-lg',
          className,
        )}
        {...props}
      >
        {children}
        {dismissible && (
          <DialogPrimitive.Close
            aria-label={closeLabel}
            className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <CloseIcon className="size-5" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('pr-10 text-xl leading-tight font-semibold', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-base text-muted-foreground', className)} {...props} />;
}
