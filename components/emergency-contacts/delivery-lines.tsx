import type { ContactDelivery } from '@/lib/data/emergency-contacts';
import { useContactsText } from './use-contacts-text';

/** The outcome of the latest test message or consent request, per channel, with its time. */
export function DeliveryLines({ title, deliveries, testId }: { title: string; deliveries: ContactDelivery[]; testId: string }) {
  const { t, time } = useContactsText();
  if (deliveries.length === 0) return null;
  return (
    <div className="grid gap-1 text-sm" data-testid={testId}>
      <p className="font-medium">{title}</p>
      <ul className="grid gap-0.5">
        {deliveries.map((delivery) => (
          <li key={delivery.channel} data-channel={delivery.channel} data-status={delivery.status} className={delivery.status === 'failed' ? 'text-destructive' : undefined}>
            {t(`delivery.${delivery.status}`, { channel: t(`channelNames.${delivery.channel}`), time: time(delivery.at) })}
          </li>
        ))}
      </ul>
    </div>
  );
}
