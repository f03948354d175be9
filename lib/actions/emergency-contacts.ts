'use server';

import { actionClient, authedAction, fail } from '@/lib/actions/safe-action';
import { contactRefusal } from '@/lib/emergency-contacts/db-errors';
import { sendContactMessage } from '@/lib/emergency-contacts/send-contact-message';
import { createClient } from '@/lib/supabase/server';
import { consentAnswerSchema, contactIdSchema, contactMessageSchema, contactOrderSchema, contactSchema } from '@/lib/validation/emergency-contacts';

/**
 * Asks a saved contact whether they agree, and answers how it went as the page shows it next to
 * the contact. A failure here never undoes the save: the contact is kept and "Send again" offered.
 * `memberId` is the signed-in user (sendContactMessage sends as the server, for that member).
 */
async function askConsent(memberId: string, contactId: string): Promise<string> {
  try {
    const outcome = await sendContactMessage(memberId, contactId, 'consent_request');
    return outcome.status === 'refused' ? outcome.problem : outcome.status;
  } catch (error) {
    console.error('Asking an emergency contact for consent failed', error);
    return 'failed';
  }
}

/**
 * "Add": the contact is saved (the database refuses one beyond the plan's limit with ICE01,
 * answered as `limit` with the number), placed last, and asked by link whether they agree. A
 * request that could not be sent leaves the contact saved: it is shown as failed with "Send again".
 */
export const addEmergencyContact = authedAction.inputSchema(contactSchema).action(async ({ parsedInput: contact, ctx: { user, supabase } }) => {
  const { data: last } = await supabase.from('emergency_contacts').select('priority').eq('user_id', user.id).order('priority', { ascending: false }).limit(1).maybeSingle();
  const priority = Math.min((last?.priority ?? 0) + 1, 50);
  const { data, error } = await supabase.from('emergency_contacts').insert({ ...contact, user_id: user.id, priority }).select('id').single();
  const refusal = contactRefusal(error);
  if (refusal) return { status: refusal.problem, limit: refusal.limit };
  if (error || !data) throw new Error(`Adding an emergency contact failed: ${error?.message ?? 'no row'}`);
  return { status: 'added' as const, request: await askConsent(user.id, data.id) };
});

/**
 * "Save" on an existing contact, in one update. A changed e-mail or phone resets the answer in the
 * database (the old address's holder answered), so the new address is asked at once.
 */
export const updateEmergencyContact = authedAction
  .inputSchema(contactSchema)
  .bindArgsSchemas([contactIdSchema.shape.contactId])
  .action(async ({ parsedInput: contact, bindArgsParsedInputs: [contactId], ctx: { user, supabase } }) => {
    const { data: before } = await supabase.from('emergency_contacts').select('email, phone').eq('id', contactId).eq('user_id', user.id).maybeSingle();
    if (!before) return fail('notFound');
    const { data, error } = await supabase.from('emergency_contacts').update(contact).eq('id', contactId).eq('user_id', user.id).select('id');
    if (error) throw new Error(`Changing an emergency contact failed: ${error.message}`);
    if (!data?.length) return fail('notFound');
    const addressChanged = before.email !== contact.email || before.phone !== contact.phone;
    if (!addressChanged) return { status: 'saved' as const, request: null };
    return { status: 'saved' as const, request: await askConsent(user.id, contactId) };
  });

/**
 * "Remove", after the page's confirmation: the contact and its answer go. Its messages stay (without
 * the contact) for the hourly limits, and a decline stays with the address, so adding the same
 * person again gives neither a fresh allowance nor a fresh "yes".
 */
export const removeEmergencyContact = authedAction.inputSchema(contactIdSchema).action(async ({ parsedInput: { contactId }, ctx: { user, supabase } }) => {
  const { data, error } = await supabase.from('emergency_contacts').delete().eq('id', contactId).eq('user_id', user.id).select('id');
  if (error) throw new Error(`Removing an emergency contact failed: ${error.message}`);
  if (!data?.length) return fail('notFound');
  return { status: 'removed' as const };
});

/** "Move up" / "Move down": the whole new order, saved by reorder_emergency_contacts in one statement. */
export const reorderEmergencyContacts = authedAction.inputSchema(contactOrderSchema).action(async ({ parsedInput: { contactIds }, ctx: { supabase } }) => {
  const { error } = await supabase.rpc('reorder_emergency_contacts', { contact_ids: contactIds });
  const refusal = contactRefusal(error);
  if (refusal) return { status: refusal.problem };
  if (error) throw new Error(`Reordering emergency contacts failed: ${error.message}`);
  return { status: 'reordered' as const };
});

/**
 * "Send a test message" (kind test) or "Send again" (kind consent_request): really sent through the
 * contact's channels, each channel's outcome kept and shown. Limited per address and per member
 * and hour by the database (rateLimited, with the moment it is possible again); refused for a
 * contact who declined (declined) or has no address for their channels (noChannel).
 */
export const messageEmergencyContact = authedAction.inputSchema(contactMessageSchema).action(async ({ parsedInput: { contactId, kind }, ctx: { user } }) => {
  const outcome = await sendContactMessage(user.id, contactId, kind);
  if (outcome.status === 'refused') return { status: outcome.problem, retryAt: outcome.retryAt ?? null };
  return { status: outcome.status };
});

/**
 * "I agree" / "I decline" on /emergency-contact: holding the link is enough. The person has no
 * account, hence actionClient; the token is the credential (answer_emergency_contact_consent).
 */
export const answerContactConsent = actionClient.inputSchema(consentAnswerSchema).action(async ({ parsedInput: { token, agree } }) => {
  const { data, error } = await (await createClient()).rpc('answer_emergency_contact_consent', { token, agree });
  const refusal = contactRefusal(error, true);
  if (refusal) return { status: refusal.problem };
  if (error || !data?.[0]) throw new Error(`Answering a contact consent failed: ${error?.message ?? 'no row'}`);
  return { status: data[0].status, answeredAt: data[0].answered_at };
});
