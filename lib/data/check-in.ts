import type { SupabaseClient } from '@supabase/supabase-js';
import { isOpenCheckIn, type Person } from '@/lib/check-in/phase';
import type { Database, Tables } from '@/lib/database.types';

/**
 * Reads of the check-in timer (docs/product.md#check-in), each taking the client as a
 * parameter so the page (cookie client) and the banner's SWR hook (browser client) share them.
 * RLS decides: the member reads their own check-ins; nobody writes the table directly (the
 * functions in lib/actions/check-in.ts do).
 */
type Client = SupabaseClient<Database>;

const OPEN_COLUMNS = 'id, status, due_at, alarm_at, grace_minutes, note, contact_ids, family_ids, alarm_event_id, created_at';

/** What the page and the banner show of the member's open check-in. */
export type OpenCheckIn = Pick<
  Tables<'check_ins'>,
  'id' | 'status' | 'due_at' | 'alarm_at' | 'grace_minutes' | 'note' | 'contact_ids' | 'family_ids' | 'alarm_event_id' | 'created_at'>;

/**
 * The member's open check-in: the running one (at most one, the database's rule), or a missed one
 * whose alarm is still open, which the member can end by checking in late. A missed one whose
 * alarm someone has since ended (family, the call centre) is over for this page. Throws when a read
 * fails, so a live view keeps what it showed rather than saying "no check-in".
 */
export async function getOpenCheckIn(supabase: Client, memberId: string): Promise<OpenCheckIn | null> {
  const { data: row, error } = await supabase
    .from('check_ins')
    .select(OPEN_COLUMNS)
    .eq('member_id', memberId)
    .in('status', ['active', 'alarm_raised'])
    .order('created_at', { ascending: false })
    .limit(1)
    .maybeSingle();
  if (error) throw new Error(`Reading the open check-in failed: ${error.message}`);
  if (!row || !isOpenCheckIn(row.status)) return null;
  if (row.status !== 'alarm_raised' || !row.alarm_event_id) return row;
  const alarm = await supabase.from('sos_events').select('status').eq('id', row.alarm_event_id).maybeSingle();
  if (alarm.error) throw new Error(`Reading the check-in's alarm failed: ${alarm.error.message}`);
  return alarm.data && (alarm.data.status === 'active' || alarm.data.status === 'acknowledged') ? row : null;
}

/** The people a check-in can tell, as the start form offers them. */
export type CheckInPeople = { contacts: Person[]; family: Person[] };

/**
 * The member's emergency contacts (in their list's order) and the family members and carers whose
 * live link receives their alerts (family_link_is_live, through list_my_family_links): the same
 * people start_check_in accepts (ICE44 for anyone else). A contact who declined to be one is left
 * out: the database never alerts them (docs/architecture.md#the-members-set-up). A family member
 * without a name is shown by the address the member invited.
 */
export async function getCheckInPeople(supabase: Client, memberId: string): Promise<CheckInPeople> {
  const [contacts, consents, links] = await Promise.all([
    supabase.from('emergency_contacts').select('id, name').eq('user_id', memberId).order('priority').order('created_at'),
    supabase.from('emergency_contact_consents').select('contact_id, status').eq('member_id', memberId),
    supabase.rpc('list_my_family_links'),
  ]);
  const failed = contacts.error ?? consents.error ?? links.error;
  if (failed) throw new Error(`Reading who a check-in can tell failed: ${failed.message}`);
  const declined = new Set((consents.data ?? []).filter((row) => row.status === 'declined').map((row) => row.contact_id));
  const family = new Map<string, Person>();
  for (const link of links.data ?? []) {
    if (!link.live || !link.receive_sos_alerts || !link.family_member_id || family.has(link.family_member_id)) continue;
    family.set(link.family_member_id, { id: link.family_member_id, name: link.full_name?.trim() || link.email || '' });
  }
  return {
    contacts: (contacts.data ?? []).filter((row) => !declined.has(row.id)).map((row) => ({ id: row.id, name: row.name })),
    family: [...family.values()],
  };
}

/** Whether the member set a safe and a duress code (then "I'm safe" and "Cancel" ask for one). */
export async function hasCheckInCodes(supabase: Client): Promise<boolean> {
  const { data, error } = await supabase.rpc('has_check_in_codes');
  if (error) throw new Error(`Reading whether check-in codes are set failed: ${error.message}`);
  return data === true;
}

export type CheckInPageData = { checkIn: OpenCheckIn | null; people: CheckInPeople; hasCodes: boolean };

/** Everything /check-in shows, read in parallel as the member under RLS. */
export async function loadCheckInPage(supabase: Client, memberId: string): Promise<CheckInPageData> {
  const [checkIn, people, hasCodes] = await Promise.all([getOpenCheckIn(supabase, memberId), getCheckInPeople(supabase, memberId), hasCheckInCodes(supabase)]);
  return { checkIn, people, hasCodes };
}
