import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/database.types';
import type { Locale } from '@/lib/i18n/routing';

export type PersonalDetailsRow = {
  fullName: string;
  phone: string;
  address: string;
  country: string;
  language: Locale;
  dateOfBirth: string;
};

/** The member's own profile as the personal details form shows it (empty strings for what is not given). */
export async function loadPersonalDetails(supabase: SupabaseClient<Database>, userId: string): Promise<PersonalDetailsRow> {
  const { data, error } = await supabase
    .from('profiles')
    .select('full_name, phone, address, country, preferred_language, date_of_birth')
    .eq('user_id', userId)
    .maybeSingle();
  if (error) throw new Error(`Reading the profile failed: ${error.message}`);
  return {
    fullName: data?.full_name ?? '',
    phone: data?.phone ?? '',
    address: data?.address ?? '',
    country: data?.country ?? '',
    language: data?.preferred_language ?? 'en',
    dateOfBirth: data?.date_of_birth ?? '',
  };
}
