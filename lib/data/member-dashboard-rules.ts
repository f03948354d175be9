import type { Database } from '@/lib/database.types';

type SubscriptionStatus = Database['public']['Enums']['subscription_status'];

/** Statuses in which the member is covered (a trial protects as much as a paid plan). */
const PROTECTING: ReadonlySet<SubscriptionStatus> = new Set(['active', 'trialing']);

/** docs/product.md#states: the dashboard shows Protected or Inactive, from the subscription status. */
export function isProtected(statuses: readonly SubscriptionStatus[]): boolean {
  return statuses.some((status) => PROTECTING.has(status));
}

export type ChecklistKey = 'personalDetails' | 'emergencyContacts' | 'medicalInformation' | 'subscriptionActive';
export type ChecklistItem = { key: ChecklistKey; done: boolean };

export type ChecklistInput = {
  profile: { full_name: string | null; phone: string | null } | null;
  emergencyContactCount: number;
  medicalProfile: { blood_type: string | null; allergies: string[]; conditions: string[]; medications: string[]; notes: string | null } | null;
  subscriptionStatuses: readonly SubscriptionStatus[];
};

/**
 * docs/product.md#routes-and-screens profile completion checklist, from the member's own rows. Personal details need a name
 * and a phone number (what the call centre needs to reach someone); medical information counts
 * once any field holds something, since "no allergies" is a valid, empty answer only if written.
 */
export function profileChecklist(input: ChecklistInput): ChecklistItem[] {
  const medical = input.medicalProfile;
  const hasMedical =
    medical !== null &&
    (Boolean(medical.blood_type?.trim()) ||
      medical.allergies.length > 0 ||
      medical.conditions.length > 0 ||
      medical.medications.length > 0 ||
      Boolean(medical.notes?.trim()));
  return [
    { key: 'personalDetails', done: Boolean(input.profile?.full_name?.trim() && input.profile.phone?.trim()) },
    { key: 'emergencyContacts', done: input.emergencyContactCount > 0 },
    { key: 'medicalInformation', done: hasMedical },
    { key: 'subscriptionActive', done: isProtected(input.subscriptionStatuses) },
  ];
}

export type DayPart = 'morning' | 'afternoon' | 'evening' | 'night';

/** The time-of-day greeting: 05–11 morning, 12–17 afternoon, 18–22 evening, otherwise night. */
export function dayPart(hour: number): DayPart {
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 18) return 'afternoon';
  if (hour >= 18 && hour < 23) return 'evening';
  return 'night';
}

/** The name to greet: the profile's full name, else the part of the e-mail before "@". */
export function greetingName(fullName: string | null | undefined, email: string | null | undefined): string {
  const name = fullName?.trim();
  if (name) return name.split(/\s+/)[0];
  const local = email?.split('@')[0]?.trim();
  return local || '';
}
