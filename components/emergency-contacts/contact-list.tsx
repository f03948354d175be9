'use client';

import { useAction } from 'next-safe-action/hooks';
import { useLocale } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { LiveNotice, useLiveNotice } from '@/components/forms/live-notice';
import { Button } from '@/components/ui/button';
import { reorderEmergencyContacts } from '@/lib/actions/emergency-contacts';
import type { EmergencyContact } from '@/lib/data/emergency-contacts';
import { movedOrder } from '@/lib/emergency-contacts/order';
import type { Locale } from '@/lib/i18n/routing';
import { contactFormValues } from '@/lib/validation/emergency-contacts';
import { ContactCard } from './contact-card';
import { ContactFormDialog } from './contact-form-dialog';
import { CONTACTS_HEADING_ID } from './list-heading';
import { answerOf, outcomeNotice } from './outcome-notice';
import { useContactsText } from './use-contacts-text';

type Props = { contacts: EmergencyContact[]; atLimit: boolean; limitReason: string | null };

/**
 * The contacts in their order with "Add" (off at the plan's limit, with the reason beside it).
 * Moving a contact sends the whole new order, saved in one statement; focus stays on the moved
 * contact's button so the keyboard can keep moving it. What an action did is said in the list's
 * live regions, there from the start so it is read out.
 */
export function ContactList({ contacts, atLimit, limitReason }: Props) {
  const { t, time } = useContactsText();
  const locale = useLocale() as Locale;
  const router = useRouter();
  const [notice, setNotice] = useLiveNotice();

  // The contact being moved and the direction; once answered, where focus goes back when the new order has rendered.
  const moving = useRef<{ id: string; direction: 'up' | 'down' } | null>(null);
  const refocus = useRef<{ id: string; direction: 'up' | 'down' } | null>(null);
  const reorder = useAction(reorderEmergencyContacts, {
    onSettled: ({ result }) => {
      setNotice(outcomeNotice(t, answerOf(result), '', time));
      refocus.current = moving.current;
      router.refresh();
    },
  });

  useEffect(() => {
    const target = refocus.current;
    if (!target) return;
    refocus.current = null;
    // The same button, or the other one when the contact reached the end (this one is then off).
    const same = document.querySelector<HTMLButtonElement>(`[data-move="${target.id}-${target.direction}"]`);
    const other = document.querySelector<HTMLButtonElement>(`[data-move="${target.id}-${target.direction === 'up' ? 'down' : 'up'}"]`);
    (same && !same.disabled ? same : other)?.focus();
  }, [contacts]);

  function move(id: string, direction: 'up' | 'down') {
    const order = movedOrder(
      contacts.map((contact) => contact.id),
      id,
      direction,
    );
    // One move at a time; the buttons stay enabled meanwhile so the focused one keeps focus.
    if (!order || reorder.isExecuting) return;
    moving.current = { id, direction };
    reorder.execute({ contactIds: order });
  }

  return (
    <section aria-labelledby={CONTACTS_HEADING_ID} className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {/* Focus lands here after a removal: the removed contact's buttons are gone. */}
        <h2 id={CONTACTS_HEADING_ID} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
          {t('listLabel')}
        </h2>
        <ContactFormDialog
          initial={contactFormValues(null, locale)}
          title={t('addTitle')}
          blocked={atLimit}
          onDone={setNotice}
          trigger={
            // Not `disabled`: a disabled button cannot be focused, so its reason would never be heard.
            <Button type="button" variant="guardian" aria-disabled={atLimit || undefined} aria-describedby={atLimit && limitReason ? 'contacts-limit-reason' : undefined}>
              {t('add')}
            </Button>
          }
        />
      </div>
      <LiveNotice notice={notice} />
      {contacts.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ol className="grid gap-4">
          {contacts.map((contact, index) => (
            <ContactCard
              key={contact.id}
              contact={contact}
              position={index + 1}
              isFirst={index === 0}
              isLast={index === contacts.length - 1}
              onMove={(direction) => move(contact.id, direction)}
              onNotice={setNotice}
            />
          ))}
        </ol>
      )}
    </section>
  );
}
