/** @jest-environment node */
import { cancelFamilyInvite, inviteFamilyMember, resendFamilyInvite } from '@/lib/actions/family';
import { getUser } from '@/lib/auth/session';
import { sendFamilyInviteMail } from '@/lib/family/invite-mail';
import { createClient } from '@/lib/supabase/server';
import type { FamilyInviteInput } from '@/lib/validation/family';

jest.mock('server-only', () => ({}));
jest.mock('@/lib/auth/session', () => ({ getUser: jest.fn(), getRole: jest.fn() }));
jest.mock('@/lib/supabase/server', () => ({ createClient: jest.fn() }));
jest.mock('@/lib/family/invite-mail', () => ({ sendFamilyInviteMail: jest.fn() }));
jest.mock('@/lib/i18n/navigation', () => ({ getPathname: jest.fn(() => '/family-invite') }));
// The service role only notes which token went out by e-mail (lib/actions/invitee-sign-up.ts).
const serviceRpc = jest.fn<Promise<{ data: null; error: { message: string } | null }>, [string, unknown]>(async () => ({ data: null, error: null }));
jest.mock('@/lib/supabase/admin', () => ({ createAdminClient: () => ({ rpc: serviceRpc }) }));

const USER = 'a0000000-0000-4000-8000-000000000001';
const INVITE = 'c0000000-0000-4000-8000-000000000003';

type Result = { data?: unknown; error: { message: string; code?: string } | null };
type Call = [method: string, ...args: unknown[]];

/**
 * A stand-in for one supabase-js query: every builder method is recorded and returns the query
 * again; awaiting it gives `result`. Enough to see which filters an action put on a read or write.
 */
function fakeQuery(result: Result) {
  const calls: Call[] = [];
  const query: object = new Proxy(
    {},
    {
      get: (_target, method: string) =>
        method === 'then'
          ? (resolve: (value: Result) => unknown, reject: (reason: unknown) => unknown) => Promise.resolve(result).then(resolve, reject)
          : (...args: unknown[]) => {
              calls.push([method, ...args]);
              return query;
            },
    },
  );
  return { query, calls };
}

/** Answers per table, in the order the action asks; every query made is kept for the checks. */
let tables: Record<string, Result[]>;
let rpcs: Record<string, Result>;
let made: { table: string; calls: Call[] }[];

function fakeClient() {
  return {
    from: (table: string) => {
      const { query, calls } = fakeQuery(tables[table]?.shift() ?? { data: null, error: null });
      made.push({ table, calls });
      return query;
    },
    rpc: jest.fn(async (name: string) => rpcs[name]),
  };
}

const queries = (table: string, first: string) => made.filter((q) => q.table === table && q.calls[0]?.[0] === first).map((q) => q.calls);

const invite: FamilyInviteInput = {
  email: 'carer@example.com',
  relationship: '',
  role: 'carer',
  receiveSosAlerts: true,
  locationAccess: 'during_sos',
  viewMedical: false,
  viewDeviceStatus: false,
  viewActivity: false,
  accessEnd: 'hours24',
  accessEndsAt: '',
};

beforeEach(() => {
  jest.clearAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.mocked(getUser).mockResolvedValue({ id: USER, email: 'member@example.com' } as Awaited<ReturnType<typeof getUser>>);
  jest.mocked(createClient).mockImplementation(async () => fakeClient() as unknown as Awaited<ReturnType<typeof createClient>>);
  made = [];
  tables = { profiles: [{ data: { full_name: 'Ana' }, error: null }] };
  rpcs = {
    create_family_invite: { data: [{ invite_id: INVITE, token: 'f'.repeat(64), expires_at: '2026-12-01T10:00:00Z' }], error: null },
    resend_family_invite: { data: [{ email: 'carer@example.com', token: 'e'.repeat(64), expires_at: '2026-12-01T10:00:00Z' }], error: null },
  };
});

describe('inviteFamilyMember when the e-mail does not go out', () => {
  it('withdraws the invitation, the member\'s own only, when sending throws', async () => {
    jest.mocked(sendFamilyInviteMail).mockRejectedValue(new Error('messages missing'));
    tables.family_invites = [{ data: null, error: null }];
    expect((await inviteFamilyMember.bind(null, 'en')(invite))?.data).toEqual({ status: 'mailFailed' });
    expect(queries('family_invites', 'delete')).toEqual([[['delete'], ['eq', 'id', INVITE], ['eq', 'member_id', USER]]]);
    expect(serviceRpc).not.toHaveBeenCalled();
  });

  it('tries the withdrawal twice, then answers that the invitation is still listed', async () => {
    jest.mocked(sendFamilyInviteMail).mockResolvedValue(false);
    tables.family_invites = [{ error: { message: 'timeout' } }, { error: { message: 'timeout' } }];
    expect((await inviteFamilyMember.bind(null, 'en')(invite))?.data).toEqual({ status: 'mailFailedNotWithdrawn' });
    expect(queries('family_invites', 'delete')).toHaveLength(2);
    expect(console.error).toHaveBeenCalledWith('Withdrawing an unsent invitation failed', 'timeout');
  });

  it('says "sent" and withdraws nothing when the e-mail went out', async () => {
    jest.mocked(sendFamilyInviteMail).mockResolvedValue(true);
    expect((await inviteFamilyMember.bind(null, 'en')(invite))?.data).toEqual({ status: 'sent', email: 'carer@example.com' });
    expect(queries('family_invites', 'delete')).toEqual([]);
    // Only a token that was e-mailed may later prove the invited address.
    expect(serviceRpc).toHaveBeenCalledWith('note_family_invite_mailed', { token: 'f'.repeat(64) });
  });

  it('still says "sent" when noting the e-mailed token fails (the invitee then confirms the ordinary way)', async () => {
    jest.mocked(sendFamilyInviteMail).mockResolvedValue(true);
    serviceRpc.mockResolvedValueOnce({ data: null, error: { message: 'down' } });
    expect((await inviteFamilyMember.bind(null, 'en')(invite))?.data).toEqual({ status: 'sent', email: 'carer@example.com' });
    expect(console.error).toHaveBeenCalledWith('Noting an e-mailed invitation failed', 'down');
  });
});

describe('resendFamilyInvite', () => {
  it('reads only the member\'s own invitation before resending (an admin can read them all)', async () => {
    jest.mocked(sendFamilyInviteMail).mockResolvedValue(true);
    tables.family_invites = [{ data: { role: 'carer' }, error: null }];
    expect((await resendFamilyInvite.bind(null, 'en')({ inviteId: INVITE }))?.data).toEqual({ status: 'sent', email: 'carer@example.com' });
    expect(queries('family_invites', 'select')[0]).toEqual(expect.arrayContaining([['eq', 'id', INVITE], ['eq', 'member_id', USER]]));
    expect(serviceRpc).toHaveBeenCalledWith('note_family_invite_mailed', { token: 'e'.repeat(64) });
  });

  it('answers "resendMailFailed" (the old link is already replaced) when the e-mail fails or throws', async () => {
    for (const send of [() => Promise.resolve(false), () => Promise.reject(new Error('transport'))]) {
      jest.mocked(sendFamilyInviteMail).mockImplementation(send);
      tables.family_invites = [{ data: { role: 'carer' }, error: null }];
      tables.profiles = [{ data: { full_name: 'Ana' }, error: null }];
      expect((await resendFamilyInvite.bind(null, 'en')({ inviteId: INVITE }))?.data).toEqual({ status: 'resendMailFailed', email: 'carer@example.com' });
    }
    expect(serviceRpc).not.toHaveBeenCalled();
  });

  it('refuses an invitation that is not the member\'s with notFound, before any resend', async () => {
    tables.family_invites = [{ data: null, error: null }];
    expect(await resendFamilyInvite.bind(null, 'en')({ inviteId: INVITE })).toEqual({ serverError: 'notFound' });
    expect(sendFamilyInviteMail).not.toHaveBeenCalled();
  });
});

describe('cancelFamilyInvite', () => {
  it('deletes only the member\'s own pending invitation', async () => {
    tables.family_invites = [{ data: [{ id: INVITE }], error: null }];
    expect((await cancelFamilyInvite({ inviteId: INVITE }))?.data).toEqual({ status: 'cancelled' });
    expect(queries('family_invites', 'delete')[0]).toEqual(expect.arrayContaining([['eq', 'id', INVITE], ['eq', 'member_id', USER], ['is', 'accepted_at', null]]));
  });
});
