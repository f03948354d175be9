'use server';

import { authedAction, fail } from '@/lib/actions/safe-action';
import { getLookedAfterLink } from '@/lib/data/looking-after';
import { leaveLinkSchema, locationReadSchema, memberReadSchema } from '@/lib/validation/looking-after';
import type { ServerSupabaseClient } from '@/lib/supabase/server';

/**
 * Why the database refused a read, in terms the page can say: the access ended (expired link, with
 * its end), the member paused sharing, or the link never allowed it. Asked again of the database
 * (is_live from family_link_is_live) rather than guessed from the clock here.
 */
async function refusal(supabase: ServerSupabaseClient, memberId: string) {
  const link = await getLookedAfterLink(supabase, memberId);
  if (link?.status === 'paused') return { status: 'paused' as const };
  if (link && !link.is_live && link.expires_at) return { status: 'ended' as const, endedAt: link.expires_at };
  return fail('forbidden');
}

/**
 * "Show medical ID": a logged read through get_member_medical_profile (the member sees it in their
 * access log). Made only on this explicit request, never when the page loads.
 */
export const showMedicalId = authedAction.inputSchema(memberReadSchema).action(async ({ parsedInput: { memberId }, ctx: { supabase } }) => {
  const { data, error } = await supabase.rpc('get_member_medical_profile', { member: memberId });
  if (error) {
    if (error.code === '42501') return refusal(supabase, memberId);
    throw new Error(`Reading a medical ID failed: ${error.message}`);
  }
  const profile = data?.[0] ?? null;
  return {
    status: 'ok' as const,
    medical: profile && {
      bloodType: profile.blood_type,
      allergies: profile.allergies,
      conditions: profile.conditions,
      medications: profile.medications,
      doctorName: profile.doctor_name?.trim() || null,
      doctorPhone: profile.doctor_phone?.trim() || null,
      notes: profile.notes,
      updatedAt: profile.updated_at,
    },
  };
});

/**
 * "Show location" of an alarm: the latest position through get_sos_location, which checks the
 * link's location_access and writes the member's access log.
 */
export const showAlarmLocation = authedAction.inputSchema(locationReadSchema).action(async ({ parsedInput: { memberId, eventId }, ctx: { supabase } }) => {
  const { data, error } = await supabase.rpc('get_sos_location', { event_id: eventId });
  if (error) {
    if (error.code === '42501') return refusal(supabase, memberId);
    throw new Error(`Reading an alarm's location failed: ${error.message}`);
  }
  const point = data?.[0] ?? null;
  return {
    status: 'ok' as const,
    location: point && { latitude: point.latitude, longitude: point.longitude, accuracy: point.accuracy, recordedAt: point.recorded_at },
  };
});

/**
 * "Leave": the family member or carer ends their link. RLS and the guard trigger allow them exactly
 * this change (status to revoked) and nothing else; only a new invitation reopens it.
 */
export const leaveLookedAfterLink = authedAction.inputSchema(leaveLinkSchema).action(async ({ parsedInput: { linkId }, ctx: { user, supabase } }) => {
  const { data, error } = await supabase
    .from('family_links')
    .update({ status: 'revoked' })
    .eq('id', linkId)
    .eq('family_member_id', user.id)
    .select('id');
  if (error) throw new Error(`Leaving a family link failed: ${error.message}`);
  if (!data?.length) return fail('notFound');
  return { status: 'left' as const };
});
