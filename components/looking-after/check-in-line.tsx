import { getTranslations } from 'next-intl/server';
import { LocalMoment } from '@/components/ui/local-moment';
import type { FamilyCheckIn } from '@/lib/data/looking-after';
import type { Locale } from '@/lib/i18n/routing';

/**
 * A looked-after member's running check-in (docs/product.md#check-in): when they should have
 * checked in, in the reader's own zone, and their note. Shown only where the link lets family read
 * it; nothing otherwise.
 */
export async function CheckInLine({ checkIn, name, locale }: { checkIn: FamilyCheckIn; name: string; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'CheckIn.family' });
  return (
    <div className="grid gap-1 rounded-md border border-border bg-muted px-3 py-2 text-sm" data-testid="looked-after-check-in">
      <p className="font-medium">{t.rich('due', { name, time: () => <LocalMoment iso={checkIn.due_at} style="medium" /> })}</p>
      {checkIn.note && <p className="break-words">{t('note', { note: checkIn.note })}</p>}
    </div>
  );
}
