import type { getTranslations } from 'next-intl/server';
import type { ChecklistDetail } from '@/lib/data/member-dashboard-rules';

export type ChecklistTranslate = Awaited<ReturnType<typeof getTranslations<'MemberDashboard.checklist'>>>;

/**
 * What a checklist item holds or lacks, in words ("2 contacts", "Blood type O+", "Waiting for Luis
 * to agree"). One wording for the member dashboard's checklist and the full dashboard's list of
 * what is missing (docs/product.md#member-dashboard).
 */
export function checklistDetailText(t: ChecklistTranslate, detail: ChecklistDetail): string {
  switch (detail.kind) {
    case 'name':
      return t('detail.name', { name: detail.name });
    case 'missingPhone':
      return t('detail.missingPhone');
    case 'missingName':
      return t('detail.missingName');
    case 'contacts':
      return t('detail.contacts', { count: detail.count });
    case 'contactDeclined':
    case 'contactNotAsked':
    case 'contactWaiting':
      return t(`detail.${detail.kind}`, { name: detail.name, others: detail.others });
    case 'bloodType':
      return t('detail.bloodType', { bloodType: detail.bloodType });
    case 'medicalFields':
      return t('detail.medicalFields', { count: detail.count });
    case 'plan':
      return detail.status === 'active' ? t('detail.planActive') : t('detail.planTrialing');
  }
}
