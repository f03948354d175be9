'use client';

import { type ReactNode, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogContent, DialogDescription, DialogRoot, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { FormAlert } from './form-alert';

type Props = {
  /** The button that opens the dialog. */
  trigger: ReactNode;
  title: string;
  body: string;
  closeLabel: string;
  /** The safe choice: first, so it is the one focused when the dialog opens. */
  keepLabel: string;
  confirmLabel: string;
  busy: boolean;
  problem: string | null;
  onOpen?(): void;
  /** Runs the action; true when it is done, which closes the dialog. */
  onConfirm(): Promise<boolean>;
  /**
   * Where focus goes once the action is done. The button that opened the dialog is often gone by
   * then (a removed row, a card that moved), and focus would fall to the page's top.
   */
  focusAfter(): HTMLElement | null;
};

/**
 * A question before something that cannot be undone: "keep" first and focused, the action second.
 * A refusal stays in the dialog; after success focus goes where `focusAfter` says, after a
 * cancel back to the button that opened it (Radix).
 */
export function ConfirmDialog({ trigger, title, body, closeLabel, keepLabel, confirmLabel, busy, problem, onOpen, onConfirm, focusAfter }: Props) {
  const [open, setOpen] = useState(false);
  const done = useRef(false);
  return (
    <DialogRoot
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) return;
        done.current = false;
        onOpen?.();
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent
        closeLabel={closeLabel}
        onCloseAutoFocus={(event) => {
          const target = done.current ? focusAfter() : null;
          if (!target) return;
          event.preventDefault();
          target.focus();
        }}
      >
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{body}</DialogDescription>
        {problem && <FormAlert tone="error">{problem}</FormAlert>}
        <div className="flex flex-wrap gap-3">
          <DialogClose asChild>
            <Button type="button" variant="outline">
              {keepLabel}
            </Button>
          </DialogClose>
          <Button
            type="button"
            variant="destructive"
            loading={busy}
            onClick={async () => {
              if (!(await onConfirm())) return;
              done.current = true;
              setOpen(false);
            }}
          >
            {confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </DialogRoot>
  );
}
