import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database, Json } from '@/lib/database.types';
import type { StoredRows } from '@/lib/registration/stored-registration';

/**
 * Reads for where a member's registration stands, as the member under RLS: what it stored (the
 * form on /register-classic opens with it) and what the plan hand-off on /register decides from.
 * A failed read counts as nothing stored: the page still renders, and the member is asked again
 * for what it lacks rather than shown an error.
 */
type Client = SupabaseClient<Database>;

/** The rows a registration wrote for `userId`, for lib/registration/stored-registration.ts to turn into the form's draft. */
export async function loadStoredRegistration(supabase: Client, userId: string): Promise<StoredRows> {
  const [profile, registration, contacts, medical] = await Promise.all([
    supabase.from('profiles').select('full_name, phone, country, preferred_language').eq('user_id', userId).maybeSingle(),
    supabase.from('registrations').select('protected_person, plan_id, spain_call_centre, waiting_contacts, health_data_consent_at').eq('user_id', userId).maybeSingle(),
    supabase.from('emergency_contacts').select('name, relationship, phone, email').eq('user_id', userId).order('priority'),
    supabase.from('medical_profiles').select('blood_type, conditions, medications, allergies').eq('user_id', userId).maybeSingle(),
  ]);
  return { profile: profile.data, registration: registration.data, contacts: contacts.data ?? [], medical: medical.data };
}

export type HandOffState = {
  /** The plan, the Spain call centre and the contacts waiting for the plan, chosen in a registration; null without one. */
  registration: { plan_id: string | null; spain_call_centre: boolean; waiting_contacts: Json } | null;
  /** How many emergency contacts are saved. */
  savedContacts: number;
  /** What checkout needs to know of the member (lib/registration/hand-off-step.ts). */
  profile: { country: string | null; phone: string | null } | null;
  /** Whether a Stripe subscription already runs (or is being paid): then there is no second checkout. */
  paying: boolean;
};

/** What the plan hand-off shows for `userId`, its four reads at once. */
export async function loadHandOffState(supabase: Client, userId: string): Promise<HandOffState> {
  const [{ data: registration }, { count: contacts }, { data: profile }, { count: paying }] = await Promise.all([
    supabase.from('registrations').select('plan_id, spain_call_centre, waiting_contacts').eq('user_id', userId).maybeSingle(),
    supabase.from('emergency_contacts').select('id', { count: 'exact', head: true }).eq('user_id', userId),
    supabase.from('profiles').select('country, phone').eq('user_id', userId).maybeSingle(),
    supabase.from('subscriptions').select('id', { count: 'exact', head: true }).eq('user_id', userId).eq('provider', 'stripe').in('status', ['active', 'trialing', 'past_due']),
  ]);
  return { registration, savedContacts: contacts ?? 0, profile, paying: (paying ?? 0) > 0 };
}
