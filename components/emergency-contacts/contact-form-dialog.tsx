'use client';

import { useAction } from 'next-safe-action/hooks';
import { useRouter } from 'next/navigation';
import { useMemo, useState, type ReactNode } from 'react';
import { DialogContent, DialogDescription, DialogRoot, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { addEmergencyContact, updateEmergencyContact } from '@/lib/actions/emergency-contacts';
import type { ContactInput } from '@/lib/validation/emergency-contacts';
import { ContactForm } from './contact-form';
import { outcomeNotice, type Notice } from './outcome-notice';
import { useContactsText } from './use-contacts-text';

type Props = {
  /** Absent: "Add"; present: "Change" of that contact. */
  contactId?: string;
  initial: ContactInput;
  title: string;
  trigger: ReactNode;
  /**
   * The plan's limit is reached: the trigger stays focusable (aria-disabled) so its reason is
   * heard, but it opens nothing.
   */
  blocked?: boolean;
  onDone(notice: Notice): void;
};

/**
 * The contact form in a dialog, for adding and for changing. Focus moves into the dialog and back
 * to the button that opened it (Radix). It closes on success and the page says what happened; a
 * refusal (the plan's limit) stays in the dialog, with the values kept.
 */
export function ContactFormDialog({ contactId, initial, title, trigger, blocked = false, onDone }: Props) {
  const { t, time } = useContactsText();
  const router = useRouter();
  const [open, setOpen] = useState(false);

  const add = useAction(addEmergencyContact);
  // "Change" runs the update bound to this contact's id (a bound argument the action checks again).
  const updateThis = useMemo(() => updateEmergencyContact.bind(null, contactId ?? ''), [contactId]);
  const update = useAction(updateThis);

  // Awaited by the form, which stays busy until the answer is in; a call that throws reads as 'failed'.
  async function save(values: ContactInput) {
    const result = await (contactId ? update : add).executeAsync(values).catch(() => undefined);
    if (result?.validationErrors) return { result, problem: null };
    const notice = outcomeNotice(t, result, values.name.trim(), time);
    const status = result?.data?.status;
    if (status !== 'added' && status !== 'saved') return { result, problem: notice.text };
    setOpen(false);
    onDone(notice);
    router.refresh();
    return { result, problem: null };
  }

  return (
    <DialogRoot open={open} onOpenChange={(next) => setOpen(next && blocked ? false : next)}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      {/* "Change" has no description: say so, rather than point at a missing one. */}
      <DialogContent closeLabel={t('close')} {...(contactId ? { 'aria-describedby': undefined } : {})}>
        <DialogTitle>{title}</DialogTitle>
        {!contactId && <DialogDescription>{t('addLead')}</DialogDescription>}
        <ContactForm
          idPrefix={contactId ? `contact-${contactId}` : 'new-contact'}
          initial={initial}
          submitLabel={contactId ? t('save') : t('addSubmit')}
          pendingLabel={contactId ? t('saving') : t('adding')}
          onSave={save}
        />
      </DialogContent>
    </DialogRoot>
  );
}
