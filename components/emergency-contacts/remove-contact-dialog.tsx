'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogContent, DialogDescription, DialogRoot, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { removeEmergencyContact } from '@/lib/actions/emergency-contacts';
import { CONTACTS_HEADING_ID } from './list-heading';
import { outcomeNotice, type Notice } from './outcome-notice';
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
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const removed = useRef(false);

  async function remove() {
    setBusy(true);
    setProblem(null);
    const result = await removeEmergencyContact({ contactId }).catch(() => undefined);
    setBusy(false);
    const notice = outcomeNotice(t, result, name, time);
    if (result?.data?.status !== 'removed') return setProblem(notice.text);
    removed.current = true;
    setOpen(false);
    onDone(notice);
    router.refresh();
  }

  return (
    <DialogRoot
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setProblem(null);
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
          <Button type="button" variant="destructive" loading={busy} onClick={remove}>
            {busy ? t('remove.working') : t('remove.confirm')}
          </Button>
        </div>
      </DialogContent>
    </DialogRoot>
  );
}
