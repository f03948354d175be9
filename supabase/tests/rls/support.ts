/**
 * The cast of the RLS matrix: one protected member and everyone who might try to reach their data.
 * Every persona is a real account signed in through supabase-js on the local server; links,
 * roles and the subscription are set up with the service role, as the app's back office would.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient, newUserClient, passSecondFactor, serviceClient, uniqueEmail, type SignedInUser } from '../helpers';

/** Premium Protection in the seed: 5 emergency contacts. */
export const PREMIUM_PLAN_ID = 'b0000000-0000-4000-8000-000000000002';
/** Personal Account in the seed. */
export const PERSONAL_PLAN_ID = 'b0000000-0000-4000-8000-000000000001';

export const PERSONAS = [
  'anon',
  'member',
  'otherMember',
  'familyAlerts',
  'familyLocation',
  'familyMedical',
  'familyDevices',
  'familyActivity',
  'expiredCarer',
  'pausedFamily',
  'admin',
] as const;
export type Persona = (typeof PERSONAS)[number];

/** What a family link grants; everything not listed is off. */
export interface LinkGrant {
  receive_sos_alerts?: boolean;
  location_access?: 'none' | 'during_sos' | 'always';
  view_medical?: boolean;
  view_device_status?: boolean;
  view_activity?: boolean;
  role?: 'family' | 'carer';
  status?: 'invited' | 'active' | 'paused' | 'revoked';
  expires_at?: string | null;
}

const NOTHING: Required<Pick<LinkGrant, 'receive_sos_alerts' | 'location_access' | 'view_medical' | 'view_device_status' | 'view_activity'>> = {
  receive_sos_alerts: false,
  location_access: 'none',
  view_medical: false,
  view_device_status: false,
  view_activity: false,
};
export const EVERYTHING: LinkGrant = {
  receive_sos_alerts: true,
  location_access: 'always',
  view_medical: true,
  view_device_status: true,
  view_activity: true,
};

/** Each family persona holds exactly one permission, so it also proves the other four refuse. */
const FAMILY_GRANTS: Partial<Record<Persona, LinkGrant>> = {
  familyAlerts: { receive_sos_alerts: true },
  familyLocation: { location_access: 'always' },
  familyMedical: { view_medical: true },
  familyDevices: { view_device_status: true },
  familyActivity: { view_activity: true },
  expiredCarer: { ...EVERYTHING, role: 'carer', expires_at: new Date(Date.now() - 60_000).toISOString() },
  pausedFamily: { ...EVERYTHING, status: 'paused' },
};

/** Links `family` to `member` with the given grant (service role: links normally come from invitations). */
export async function linkFamily(memberId: string, familyId: string, grant: LinkGrant = {}): Promise<string> {
  const { data, error } = await serviceClient()
    .from('family_links')
    .insert({ member_id: memberId, family_member_id: familyId, relationship: 'test', status: 'active', ...NOTHING, ...grant })
    .select('id')
    .single();
  if (error) throw new Error(`linking family failed: ${error.message}`);
  return data.id as string;
}

export async function subscribe(userId: string, planId: string = PREMIUM_PLAN_ID, status = 'active'): Promise<void> {
  const { error } = await serviceClient()
    .from('subscriptions')
    .insert({ user_id: userId, plan_id: planId, status, provider: 'manual', provider_reference: `test_${randomUUID()}` });
  if (error) throw new Error(`subscribing failed: ${error.message}`);
}

/** Gives the role with the service role, then takes the client through the second factor (admin powers need aal2). */
export async function makeAdmin(admin: SignedInUser): Promise<void> {
  const { error } = await serviceClient().from('profiles').update({ role: 'admin' }).eq('user_id', admin.user.id);
  if (error) throw new Error(`making admin failed: ${error.message}`);
  await passSecondFactor(admin.client);
}

/** Throws with the PostgREST error when a setup step fails, so a broken fixture never looks like a refusal. */
export function must<T>(result: { data: T; error: { message: string } | null }, what: string): NonNullable<T> {
  if (result.error || result.data === null || result.data === undefined) {
    throw new Error(`${what}: ${result.error?.message ?? 'no data'}`);
  }
  return result.data as NonNullable<T>;
}

export interface Cast {
  clients: Record<Persona, SupabaseClient>;
  users: Record<Exclude<Persona, 'anon'>, SignedInUser>;
  member: SignedInUser;
  /** Owns nothing and is part of no persona: the family side of disposable links, a profile to delete. */
  bystander: () => Promise<SignedInUser>;
}

/** Signs everyone up, links the family personas to the member and gives the member Premium Protection. */
export async function createCast(): Promise<Cast> {
  const names = PERSONAS.filter((p): p is Exclude<Persona, 'anon'> => p !== 'anon');
  const signedIn = await Promise.all(names.map((name) => newUserClient(uniqueEmail(name.toLowerCase()), { data: { full_name: name } })));
  const users = Object.fromEntries(names.map((name, i) => [name, signedIn[i]])) as Cast['users'];
  const member = users.member;
  await subscribe(member.user.id);
  await makeAdmin(users.admin);
  for (const [persona, grant] of Object.entries(FAMILY_GRANTS)) {
    await linkFamily(member.user.id, users[persona as Exclude<Persona, 'anon'>].user.id, grant);
  }
  const clients = { anon: anonClient(), ...Object.fromEntries(names.map((n) => [n, users[n].client])) } as Cast['clients'];
  return { clients, users, member, bystander: () => newUserClient(uniqueEmail('bystander')) };
}
