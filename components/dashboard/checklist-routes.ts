import type { ChecklistKey } from '@/lib/data/member-dashboard-rules';
import { routes } from '@/lib/routes';

/** Where each checklist item is set up (docs/product.md#routes-and-screens). */
export const CHECKLIST_ROUTES: Record<ChecklistKey, string> = {
  personalDetails: routes.personalDetails,
  emergencyContacts: routes.contacts,
  medicalInformation: routes.medicalId,
  subscriptionActive: routes.subscription,
};
