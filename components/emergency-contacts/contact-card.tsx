'use client';

import { useAction } from 'next-safe-action/hooks';
import { useLocale } from 'next-intl';
import { FormAlert } from '@/components/forms/form-alert';
import { Button } from '@/components/ui/button';
import { ChevronDownIcon } from '@/components/ui/icons';
import { messageEmergencyContact } from '@/lib/actions/emergency-contacts';
import type { EmergencyContact } from '@/lib/data/emergency-contacts';
import type { Locale } from '@/lib/i18n/routing';
import { contactFormValues } from '@/lib/validation/emergency-contacts';
import { useRouter } from 'next/navigation';
import { ConsentStatus } from './consent-status';
import { ContactFormDialog } from './contact-form-dialog';
import { DeliveryLines } from './delivery-lines';
import { answerOf, outcomeNotice, type Notice } from './outcome-notice';
import { RemoveContactDialog } from './remove-contact-dialog';
import { useContactsText } from './use-contacts-text';

type Props = {
  contact: EmergencyContact;
  position: number;
  isFirst: boolean;
  isLast: boolean;
  onMove(direction: 'up' | 'down'): void;
  onNotice(notice: Notice): void;
};

/**
 * One contact: place in the order, details, answer, the latest test and request with their
 * outcome, and its actions: move up/down (buttons, so the keyboard can reorder), change, send a
 * test message, send the request again (unless agreed), remove.
 */
export function ContactCard({ contact, position, isFirst, isLast, onMove, onNotice }: Props) {
  const { t, time } = useContactsText();
  const locale = useLocale() as Locale;
  const router = useRouter();
  // Whatever the answer, the page is read again: the latest test and request lines follow.
  const message = useAction(messageEmergencyContact, { onSettled: () => router.refresh() });
  const sending = message.isExecuting ? (message.input?.kind ?? null) : null;
  const agreed = contact.consent?.status === 'agreed';
  const asked = Boolean(contact.consent?.requested_at);
  const answer = answerOf(message.result);
  let notice: Notice | null = null;
  if (message.hasSucceeded || message.hasErrored) {
    notice =
      answer?.data?.status === 'sent'
        ? { tone: 'info', text: t(message.input?.kind === 'test' ? 'notices.testSent' : 'notices.requestSent', { name: contact.name }) }
        : outcomeNotice(t, answer, contact.name, time);
  }

  return (
    <li className="grid gap-3 rounded-lg border border-border p-4" data-testid="emergency-contact" aria-labelledby={`contact-${contact.id}-name`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <p className="text-sm text-muted-foreground">{t('position', { position })}</p>
          <h3 id={`contact-${contact.id}-name`} className="text-lg font-semibold break-words">
            {contact.name}
            {contact.relationship && <span className="font-normal text-muted-foreground"> · {contact.relationship}</span>}
          </h3>
        </div>
        <div className="flex gap-2">
          <Button type="button" variant="outline" size="icon" data-move={`${contact.id}-up`} disabled={isFirst} aria-label={t('actions.moveUp', { name: contact.name })} onClick={() => onMove('up')}>
            <ChevronDownIcon className="size-5 rotate-180" aria-hidden />
          </Button>
          <Button type="button" variant="outline" size="icon" data-move={`${contact.id}-down`} disabled={isLast} aria-label={t('actions.moveDown', { name: contact.name })} onClick={() => onMove('down')}>
            <ChevronDownIcon className="size-5" aria-hidden />
          </Button>
        </div>
      </div>
      <ul className="grid gap-0.5 text-sm break-words">
        {contact.phone && <li>{t('details.phone', { phone: contact.phone })}</li>}
        {contact.email && <li>{t('details.email', { email: contact.email })}</li>}
        <li>{t('details.language', { language: t(`languages.${contact.language}`) })}</li>
        <li>{t('details.channels', { channels: contact.channels.map((channel) => t(`channelNames.${channel}`)).join(', ') })}</li>
      </ul>
      <ConsentStatus consent={contact.consent} />
      <DeliveryLines title={t('delivery.lastRequest')} deliveries={contact.lastRequest} testId="contact-request-delivery" />
      <DeliveryLines title={t('delivery.lastTest')} deliveries={contact.lastTest} testId="contact-test-delivery" />
      {notice && <FormAlert tone={notice.tone}>{notice.text}</FormAlert>}
      <div className="flex flex-wrap gap-3">
        <Button type="button" variant="outline" loading={sending === 'test'} disabled={sending !== null} onClick={() => message.execute({ contactId: contact.id, kind: 'test' })}>
          {t('actions.test')}
        </Button>
        {!agreed && (
          <Button type="button" variant="outline" loading={sending === 'consent_request'} disabled={sending !== null} onClick={() => message.execute({ contactId: contact.id, kind: 'consent_request' })}>
            {asked ? t('actions.resend') : t('actions.ask')}
          </Button>
        )}
        <ContactFormDialog
          contactId={contact.id}
          initial={contactFormValues(contact, locale)}
          title={t('editTitle', { name: contact.name })}
          onDone={onNotice}
          trigger={
            <Button type="button" variant="outline" aria-label={t('actions.editLabel', { name: contact.name })}>
              {t('actions.edit')}
            </Button>
          }
        />
        <RemoveContactDialog contactId={contact.id} name={contact.name} onDone={onNotice} />
      </div>
    </li>
  );
}
