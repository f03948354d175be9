import { z } from '@/lib/zod';

/**
 * The admin members area's inputs (issue 22). Messages are keys of `AdminMembers.errors`. The
 * database checks the search's length again (admin_list_members, ICE81), with the same bound, and
 * decides who may change a role (RLS, profiles_guard_role, profiles_keep_an_admin).
 */
export const MEMBER_SEARCH_MAX = 100;

export type AdminMembersErrorKey = 'searchTooLong' | 'roleRequired';

const msg = (key: AdminMembersErrorKey) => ({ message: key });

/**
 * The list's query string (?q=&page=). A missing or garbled page is the first; a repeated value
 * takes its first; a search over the limit is said in words, never sent to the database.
 */
export const memberListQuerySchema = z.object({
  q: z.preprocess((value) => (Array.isArray(value) ? value[0] : value) ?? '', z.string().trim().max(MEMBER_SEARCH_MAX, msg('searchTooLong'))),
  page: z.preprocess((value) => {
    const first = Array.isArray(value) ? value[0] : value;
    const page = Number.parseInt(typeof first === 'string' ? first : '1', 10);
    return Number.isFinite(page) && page >= 1 ? Math.min(page, 100_000) : 1;
  }, z.number().int()),
});

export const memberIdSchema = z.object({ id: z.uuid() });

export const MEMBER_ROLES = ['user', 'admin'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

export const roleChangeSchema = z.object({
  memberId: z.uuid(),
  role: z.enum(MEMBER_ROLES, msg('roleRequired')),
});

export type RoleChangeInput = z.input<typeof roleChangeSchema>;
