import { getTranslations } from 'next-intl/server';
import { checklistDetailText } from '@/components/dashboard/checklist-detail-text';
import { Badge } from '@/components/ui/badge';
import type { ChecklistItem, ChecklistKey } from '@/lib/data/member-dashboard-rules';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { routes } from '@/lib/routes';
import { OverviewSection } from './overview-section';

/** Where each item of the profile checklist is fixed. */
const FIX_ROUTE: Record<ChecklistKey, string> = {
  personalDetails: routes.personalDetails,
  emergencyContacts: routes.contacts,
  medicalInformation: routes.medicalId,
  subscriptionActive: routes.subscription,
};

/**
 * What the member's protection still needs, each with a link to the page that fixes it; what is
 * done is listed too (with "Done" in words, not only a colour), so the list never looks empty.
 * Contacts who are there but have not all agreed are named as the member dashboard names them
 * ("Waiting for Luis to agree"), not as a contact still to add (docs/product.md#full-dashboard).
 */
export async function MissingItems({ checklist, locale }: { checklist: ChecklistItem[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'FullDashboard.missing' });
  const checklistT = await getTranslations({ locale, namespace: 'MemberDashboard.checklist' });
  const todoLabel = (item: ChecklistItem) => (item.key === 'emergencyContacts' && item.detail ? checklistDetailText(checklistT, item.detail) : t(item.key));
  const missing = checklist.filter((item) => !item.done);
  const done = checklist.filter((item) => item.done);
  return (
    <OverviewSection id="missing-title" title={t('title')}>
      {missing.length === 0 && <p className="text-sm">{t('allDone')}</p>}
      <ul className="grid gap-2" data-testid="missing-items">
        {missing.map((item) => (
          <li key={item.key} className="flex flex-wrap items-center gap-2" data-item={item.key}>
            <Badge variant="warning">{t('todo')}</Badge>
            <Link href={FIX_ROUTE[item.key]} className="inline-flex min-h-11 items-center text-guardian underline underline-offset-4">
              {todoLabel(item)}
            </Link>
          </li>
        ))}
        {done.map((item) => (
          <li key={item.key} className="flex flex-wrap items-center gap-2" data-item={item.key}>
            <Badge variant="success">{t('done')}</Badge>
            <Link href={FIX_ROUTE[item.key]} className="inline-flex min-h-11 items-center underline underline-offset-4">
              {t(`doneItem.${item.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </OverviewSection>
  );
}
