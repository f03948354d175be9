'use server';

import { roleChangeSchema } from '@/lib/validation/admin-members';
import { adminAction, fail } from './safe-action';

/**
 * Why the database refused a role change, in words the page can say: the last admin (ICE82) or the
 * admin's own role (ICE83), both from profiles_keep_an_admin (20261124001600_admin_members.sql).
 */
const REFUSALS = { ICE82: 'lastAdmin', ICE83: 'ownRole' } as const;

/**
 * Makes a member an admin or a user again, on the admin's own session: RLS and the role guards
 * decide in the database, and the audit trigger records it with this admin as the actor (never
 * the service role, which would go unrecorded). An update that matches no row (no such member)
 * is answered "not found".
 */
export const changeMemberRole = adminAction.inputSchema(roleChangeSchema).action(async ({ parsedInput: { memberId, role }, ctx: { supabase } }) => {
  const { data, error } = await supabase.from('profiles').update({ role }).eq('user_id', memberId).select('role');
  if (error) {
    const refusal = REFUSALS[error.code as keyof typeof REFUSALS];
    if (refusal) return { status: refusal };
    throw new Error(`Changing a member's role failed: ${error.message}`);
  }
  if (data.length === 0) return fail('notFound');
  return { status: 'changed' as const, role: data[0].role };
});
