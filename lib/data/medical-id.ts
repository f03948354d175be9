import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/database.types';
import type { MedicalIdInput } from '@/lib/validation/medical-id';
import { coversCallCentre } from './protection';

type Client = SupabaseClient<Database>;

/** Who, besides the member, may read this Medical ID today. */
export type MedicalIdAudience = {
  /** Family members and carers whose live link grants view_medical, by name. */
  family: { id: string; name: string | null; role: Database['public']['Enums']['family_role']; expiresAt: string | null }[];
  /** The member has the Spain call centre in an active (or trialing) subscription. */
  callCentre: boolean;
};

const rows = (entries: string[] | null | undefined) => (entries ?? []).map((value) => ({ value }));

/** The member's own Medical ID as the form edits it (their own row, read under RLS: not logged). */
export async function loadMedicalId(supabase: Client, userId: string): Promise<MedicalIdInput> {
  const { data, error } = await supabase.from('medical_profiles').select('*').eq('user_id', userId).maybeSingle();
  if (error) throw new Error(`Reading the medical ID failed: ${error.message}`);
  return {
    bloodType: (data?.blood_type as MedicalIdInput['bloodType'] | null) ?? '',
    allergies: rows(data?.allergies),
    conditions: rows(data?.conditions),
    medications: rows(data?.medications),
    doctorName: data?.doctor_name ?? '',
    doctorPhone: data?.doctor_phone ?? '',
    notes: data?.notes ?? '',
  };
}

/** The person's profile name; null when there is none (a left join the generated type calls string). */
const nameOf = (link: { full_name: string | null }) => link.full_name || null;

/**
 * Who may see it, TRUE for this member now: the links they gave with view_medical that are live
 * by the database's own rule (list_my_family_links computes `live` with family_link_is_live, so
 * the page and get_member_medical_profile agree to the second, and names the person, whatever
 * the link's state), read in one call; and whether the call centre, which reads it during an
 * alarm, is part of their plan (the regional plan for Spain, region 'es', active or trialing).
 * A failed read throws: an audience shown too small would mislead the member about who sees it.
 */
export async function loadMedicalIdAudience(supabase: Client, userId: string): Promise<MedicalIdAudience> {
  const [links, plans] = await Promise.all([
    supabase.rpc('list_my_family_links'),
    supabase.from('subscriptions').select('status, subscription_plans(region)').eq('user_id', userId).in('status', ['active', 'trialing']),
  ]);
  if (links.error) throw new Error(`Reading family links failed: ${links.error.message}`);
  if (plans.error) throw new Error(`Reading subscriptions failed: ${plans.error.message}`);
  return {
    family: (links.data ?? [])
      .filter((link) => link.view_medical && link.live)
      .map((link) => ({ id: link.family_member_id, name: nameOf(link), role: link.role, expiresAt: link.expires_at })),
    callCentre: coversCallCentre(plans.data ?? []),
  };
}
