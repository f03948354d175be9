import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/database.types';
import type { ConsentRow } from '@/lib/emergency-contacts/consent-state';
import { latestDeliveries, type ContactDelivery } from '@/lib/emergency-contacts/latest-deliveries';
import { contactChannels } from '@/lib/sos/contact-channels';
import type { ChecklistContact } from './member-dashboard-rules';

type Client = SupabaseClient<Database>;

export type { ContactDelivery } from '@/lib/emergency-contacts/latest-deliveries';

export type EmergencyContact = {
  id: string;
  name: string;
  relationship: string | null;
  phone: string | null;
  email: string | null;
  language: string;
  channels: ('email' | 'sms')[];
  consent: ConsentRow | null;
  lastTest: ContactDelivery[];
  lastRequest: ContactDelivery[];
};

export type EmergencyContactsPage = { contacts: EmergencyContact[]; limit: number };

/**
 * The member's contacts by priority (ties in creation order, as the SOS fan-out reads them), each
 * with its answer and the outcome of its latest test message and consent request (one left
 * "sending" for over two minutes counts as failed: latest-deliveries.ts), and the plan's limit.
 * All read under RLS with the member's session.
 */
export async function loadEmergencyContacts(supabase: Client, userId: string): Promise<EmergencyContactsPage> {
  const [contacts, consents, messages, limit] = await Promise.all([
    supabase.from('emergency_contacts').select('id, name, relationship, phone, email, language, channels').eq('user_id', userId).order('priority').order('created_at'),
    supabase.from('emergency_contact_consents').select('contact_id, status, answered_at, requested_at, link_used_at').eq('member_id', userId),
    supabase
      .from('emergency_contact_messages')
      .select('contact_id, batch_id, kind, channel, status, created_at, finished_at')
      .eq('member_id', userId)
      // A removed contact's messages stay for the hourly limits; the page has no use for them.
      .not('contact_id', 'is', null)
      .order('created_at', { ascending: false })
      .limit(500),
    supabase.rpc('emergency_contact_limit'),
  ]);
  const failed = contacts.error ?? consents.error ?? messages.error ?? limit.error;
  if (failed) throw new Error(`Reading the emergency contacts failed: ${failed.message}`);
  const consentOf = new Map((consents.data ?? []).map((row) => [row.contact_id, row]));
  const now = Date.now();
  const tests = latestDeliveries(messages.data ?? [], 'test', now);
  const requests = latestDeliveries(messages.data ?? [], 'consent_request', now);
  return {
    limit: limit.data ?? 1,
    contacts: (contacts.data ?? []).map((row) => ({
      ...row,
      channels: contactChannels(row.channels),
      consent: consentOf.get(row.id) ?? null,
      lastTest: tests.get(row.id) ?? [],
      lastRequest: requests.get(row.id) ?? [],
    })),
  };
}

/**
 * The member's contacts with their answers, in the list's order, for the dashboards' checklist
 * (docs/product.md#member-dashboard: the step counts contacts who agreed). Read under RLS.
 */
export async function loadChecklistContacts(supabase: Client, userId: string): Promise<ChecklistContact[]> {
  const [contacts, consents] = await Promise.all([
    supabase.from('emergency_contacts').select('id, name').eq('user_id', userId).order('priority').order('created_at'),
    supabase.from('emergency_contact_consents').select('contact_id, status, answered_at, requested_at, link_used_at').eq('member_id', userId),
  ]);
  const failed = contacts.error ?? consents.error;
  if (failed) throw new Error(`Reading the emergency contacts' answers failed: ${failed.message}`);
  const consentOf = new Map((consents.data ?? []).map(({ contact_id, ...consent }) => [contact_id, consent]));
  return (contacts.data ?? []).map((row) => ({ name: row.name, consent: consentOf.get(row.id) ?? null }));
}
