import type { Database } from '@/lib/database.types';
import { type ConsentRow, consentState } from '@/lib/emergency-contacts/consent-state';

type SubscriptionStatus = Database['public']['Enums']['subscription_status'];

/** Statuses in which the member is covered (a trial protects as much as a paid plan). */
const PROTECTING: ReadonlySet<SubscriptionStatus> = new Set(['active', 'trialing']);

/** docs/product.md#states: the dashboard shows Protected or Inactive, from the subscription status. */
export function isProtected(statuses: readonly SubscriptionStatus[]): boolean {
  return statuses.some((status) => PROTECTING.has(status));
}

export type ChecklistKey = 'personalDetails' | 'emergencyContacts' | 'medicalInformation' | 'subscriptionActive';

/**
 * What the checklist can say about an item beyond done / to do, so the member sees WHAT is saved
 * ("2 contacts", "Blood type O+") or what is still missing, not only "Done".
 */
export type ChecklistDetail =
  | { kind: 'name'; name: string }
  | { kind: 'missingPhone' }
  | { kind: 'missingName' }
  | { kind: 'contacts'; count: number }
  /** The contact (first in the list) who holds the step back, and how many others are in that state. */
  | { kind: 'contactDeclined' | 'contactNotAsked' | 'contactWaiting'; name: string; others: number }
  | { kind: 'bloodType'; bloodType: string }
  | { kind: 'medicalFields'; count: number }
  | { kind: 'plan'; status: 'active' | 'trialing' };

export type ChecklistItem = { key: ChecklistKey; done: boolean; detail: ChecklistDetail | null };

/** An emergency contact as the checklist weighs it: its name and its answer, in the list's order. */
export type ChecklistContact = { name: string; consent: ConsentRow | null };

export type ChecklistInput = {
  profile: { full_name: string | null; phone: string | null } | null;
  emergencyContacts: readonly ChecklistContact[];
  medicalProfile: { blood_type: string | null; allergies: string[]; conditions: string[]; medications: string[]; notes: string | null } | null;
  subscriptionStatuses: readonly SubscriptionStatus[];
};

function personalDetails(profile: ChecklistInput['profile']): Omit<ChecklistItem, 'key'> {
  const name = profile?.full_name?.trim();
  const phone = profile?.phone?.trim();
  if (name && phone) return { done: true, detail: { kind: 'name', name } };
  if (name) return { done: false, detail: { kind: 'missingPhone' } };
  if (phone) return { done: false, detail: { kind: 'missingName' } };
  return { done: false, detail: null };
}

/** What holds the contacts step back, worst first: a "no" (never alerted) before a question not sent before an answer awaited. */
const HOLDING_BACK = [
  ['declined', 'contactDeclined'],
  ['notAsked', 'contactNotAsked'],
  ['waiting', 'contactWaiting'],
] as const;

/**
 * docs/product.md#member-dashboard: a contact protects only once they agreed, so the step is done
 * when at least one contact agreed and none is still to be asked, awaited or declined; otherwise
 * it names who holds it back ("Waiting for Luis to agree"), so the checklist never reads as
 * complete while someone named has not said yes.
 */
function emergencyContacts(contacts: ChecklistInput['emergencyContacts']): Omit<ChecklistItem, 'key'> {
  if (contacts.length === 0) return { done: false, detail: null };
  const states = contacts.map((contact) => ({ name: contact.name, kind: consentState(contact.consent).kind }));
  for (const [state, kind] of HOLDING_BACK) {
    const holding = states.filter((contact) => contact.kind === state);
    if (holding.length > 0) return { done: false, detail: { kind, name: holding[0].name, others: holding.length - 1 } };
  }
  return { done: true, detail: { kind: 'contacts', count: contacts.length } };
}

function medicalInformation(medical: ChecklistInput['medicalProfile']): Omit<ChecklistItem, 'key'> {
  if (!medical) return { done: false, detail: null };
  const bloodType = medical.blood_type?.trim();
  // Each filled list counts once, as does the notes field: "3 items" means three kinds of answer.
  const filled = [medical.allergies, medical.conditions, medical.medications].filter((list) => list.length > 0).length + (medical.notes?.trim() ? 1 : 0);
  if (bloodType) return { done: true, detail: { kind: 'bloodType', bloodType } };
  if (filled > 0) return { done: true, detail: { kind: 'medicalFields', count: filled } };
  return { done: false, detail: null };
}

/**
 * docs/product.md#routes-and-screens profile completion checklist, from the member's own rows. Personal details need a name
 * and a phone number (what the call centre needs to reach someone); emergency contacts need their
 * yes (emergencyContacts above); medical information counts once any field holds something, since
 * "no allergies" is a valid, empty answer only if written. Each item carries what it found, for
 * the checklist to show.
 */
export function profileChecklist(input: ChecklistInput): ChecklistItem[] {
  const statuses = input.subscriptionStatuses;
  const planStatus = statuses.includes('active') ? 'active' : statuses.includes('trialing') ? 'trialing' : null;
  return [
    { key: 'personalDetails', ...personalDetails(input.profile) },
    { key: 'emergencyContacts', ...emergencyContacts(input.emergencyContacts) },
    { key: 'medicalInformation', ...medicalInformation(input.medicalProfile) },
    { key: 'subscriptionActive', done: planStatus !== null, detail: planStatus ? { kind: 'plan', status: planStatus } : null },
  ];
}

/**
 * A family member or carer without a plan of their own (none, or one that ended) is offered
 * protection rather than warned: they came to look after someone. A payment problem or an
 * unfinished checkout is still said plainly, since the person started a plan and it needs them.
 * `reason` is lib/data/protection.ts's, null when protected.
 */
export function offersOwnProtection(lookingAfterCount: number, reason: 'noPlan' | 'paymentProblem' | 'notCompleted' | 'ended' | null): boolean {
  return lookingAfterCount > 0 && (reason === 'noPlan' || reason === 'ended');
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
