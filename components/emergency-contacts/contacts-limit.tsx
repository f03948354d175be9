import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routes';

/**
 * "2 of 5 contacts", shown before the limit is reached; at the limit, the reason "Add" is off
 * (referenced by that button) and the way to more: the subscription page. Without a plan (limit 1)
 * it says what the family plans allow.
 */
export async function ContactsLimit({ count, limit }: { count: number; limit: number }) {
  const t = await getTranslations('EmergencyContacts');
  const atLimit = count >= limit;
  return (
    <section className="grid gap-2 rounded-lg border border-border p-4" data-testid="contacts-limit" data-count={count} data-limit={limit}>
      <p className="text-lg font-semibold">{t('count', { count, limit })}</p>
      {atLimit && (
        <p id="contacts-limit-reason" className="font-medium text-warning">
          {t('limitReached', { limit })}
        </p>
      )}
      {limit <= 1 && <p className="text-sm">{t('noPlanLimit')}</p>}
      {(atLimit || limit <= 1) && (
        <Link href={routes.subscription} className="inline-flex min-h-11 items-center text-guardian underline underline-offset-4">
          {t('upgrade')}
        </Link>
      )}
    </section>
  );
}
