'use client';

import { useAction } from 'next-safe-action/hooks';
import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogContent, DialogDescription, DialogRoot, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { removeEmergencyContact } from '@/lib/actions/emergency-contacts';
import { CONTACTS_HEADING_ID } from './list-heading';
import { answerOf, outcomeNotice, type Notice } from './outcome-notice';
import { useContactsText } from './use-contacts-text';

/**
 * "Remove", confirmed first: the contact is no longer told in an SOS. Focus goes into the dialog
 * (on "Keep", the safe choice, first) and back to the button; once removed, that button is gone
 * with the contact, so focus goes to the list's heading and the list says it was done.
 */
export function RemoveContactDialog({ contactId, name, onDone }: { contactId: string; name: string; onDone(notice: Notice): void }) {
  const { t, time } = useContactsText();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const removed = useRef(false);
  const remove = useAction(removeEmergencyContact, {
    onSuccess: ({ data }) => {
      if (data?.status !== 'removed') return;
      removed.current = true;
      setOpen(false);
      onDone(outcomeNotice(t, { data }, name, time));
      router.refresh();
    },
  });
  // Anything but "removed" (a refusal, a failure, a call that threw) is said in the dialog.
  const answered = remove.hasSucceeded || remove.hasErrored;
  const problem = answered && remove.result.data?.status !== 'removed' ? outcomeNotice(t, answerOf(remove.result), name, time).text : null;

  return (
    <DialogRoot
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        // A removal under way still ends with its notice and reload, even if the dialog was closed.
        if (!remove.isExecuting) remove.reset();
        if (next) removed.current = false;
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" variant="outline" className="text-destructive" aria-label={t('actions.removeLabel', { name })}>
          {t('actions.remove')}
        </Button>
      </DialogTrigger>
      <DialogContent
        closeLabel={t('close')}
        onCloseAutoFocus={(event) => {
          const heading = removed.current ? document.getElementById(CONTACTS_HEADING_ID) : null;
          if (!heading) return;
          event.preventDefault();
          heading.focus();
        }}
      >
        <DialogTitle>{t('remove.title', { name })}</DialogTitle>
        <DialogDescription>{t('remove.body', { name })}</DialogDescription>
        {problem && <FormAlert tone="error">{problem}</FormAlert>}
        <div className="flex flex-wrap gap-3">
          <DialogClose asChild>
            <Button type="button" variant="outline">
              {t('remove.keep')}
            </Button>
          </DialogClose>
          <Button type="button" variant="destructive" loading={remove.isExecuting} onClick={() => remove.execute({ contactId })}>
            {remove.isExecuting ? t('remove.working') : t('remove.confirm')}
          </Button>
        </div>
      </DialogContent>
    </DialogRoot>
  );
}
