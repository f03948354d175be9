import 'server-only';
import { getFormatter, getTranslations } from 'next-intl/server';
import { sendMail } from '@/lib/mail/send-mail';
import type { Locale } from '@/lib/i18n/routing';

type Receipt =
  | { kind: 'cancellation'; effectiveDate: string; subscriptionUrl: string }
  | { kind: 'cancellationUndone'; subscriptionUrl: string }
  | { kind: 'withdrawal'; refunded: { amount: number; currency: string } };

/**
 * The receipt e-mails of the subscription's life (docs/architecture.md#payments: cancellation and the EU withdrawal right): a dated
 * record, in the member's language, of what they asked for and what follows. A lost receipt never
 * undoes the change; it is logged by sendMail.
 */
export async function sendBillingReceipt(to: string | undefined, locale: Locale, receipt: Receipt): Promise<boolean> {
  if (!to) return false;
  const t = await getTranslations({ locale, namespace: 'Billing' });
  const format = await getFormatter({ locale });
  const today = format.dateTime(new Date(), { dateStyle: 'long' });
  switch (receipt.kind) {
    case 'cancellation':
      return sendMail({
        to,
        subject: t('receipts.cancellation.subject'),
        text: t('receipts.cancellation.body', {
          today,
          date: format.dateTime(new Date(receipt.effectiveDate), { dateStyle: 'long' }),
          url: receipt.subscriptionUrl,
        }),
      });
    case 'cancellationUndone':
      return sendMail({ to, subject: t('receipts.cancellationUndone.subject'), text: t('receipts.cancellationUndone.body', { today, url: receipt.subscriptionUrl }) });
    case 'withdrawal':
      return sendMail({
        to,
        subject: t('receipts.withdrawal.subject'),
        text: t('receipts.withdrawal.body', {
          today,
          amount: format.number(receipt.refunded.amount / 100, { style: 'currency', currency: receipt.refunded.currency.toUpperCase() }),
        }),
      });
  }
}
