import { useFormatter, useTranslations } from 'next-intl';
import type { MemberSubscriptionRow } from '@/lib/data/billing';
import { MemberSection } from './member-section';

/**
 * The member's subscriptions, newest first (usually one): plan, status in words and when the
 * current period ends. That end is a billing date, shown as the day in UTC, not shifted to the
 * reader's zone (it has no time of day that matters).
 */
export function MemberSubscriptions({ subscriptions }: { subscriptions: MemberSubscriptionRow[] }) {
  const t = useTranslations('AdminMembers');
  const format = useFormatter();
  return (
    <MemberSection id="member-subscription" title={t('member.subscriptionTitle')}>
      {subscriptions.length === 0 ? (
        <p>{t('member.noSubscription')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {subscriptions.map((subscription) => (
            <li key={subscription.id} data-testid="member-subscription">
              <dl className="grid gap-1 sm:grid-cols-[12rem_1fr] sm:gap-x-4">
                <dt className="font-medium">{t('member.plan')}</dt>
                <dd className="[overflow-wrap:anywhere]" data-testid="member-plan">
                  {subscription.plan.name}
                </dd>
                <dt className="font-medium">{t('member.status')}</dt>
                <dd>{t(`subscriptionStatus.${subscription.status}`)}</dd>
                <dt className="font-medium">{t('member.periodEnd')}</dt>
                <dd>
                  {subscription.currentPeriodEnd ? (
                    <time dateTime={subscription.currentPeriodEnd}>{format.dateTime(new Date(subscription.currentPeriodEnd), { dateStyle: 'long', timeZone: 'UTC' })}</time>
                  ) : (
                    t('member.noPeriodEnd')
                  )}
                </dd>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </MemberSection>
  );
}
