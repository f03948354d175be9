/**
 * The call centre's answer times (issue 22; migration 20261124001300_call_centre_answer_stats):
 * raised → claimed, p50/p95 and the share within 60 s, admin-only, with alarms nobody claimed
 * counted as not answered in time once 60 s have passed.
 *
 * The alarms here are written with the service key in a region of this file's own ('zq'), so the
 * figures are exact whatever other test files raise in 'es' on the same database.
 */
import { anonClient, closeClients, newUserClient, passSecondFactor, serviceClient, type SignedInUser } from '../helpers';

afterAll(closeClients);

const REGION = 'zq';
let admin: SignedInUser;
let member: SignedInUser;

const ago = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();

beforeAll(async () => {
  [admin, member] = await Promise.all([newUserClient(), newUserClient()]);
  const service = serviceClient();
  const promoted = await service.from('profiles').update({ role: 'admin' }).eq('user_id', admin.user.id);
  if (promoted.error) throw new Error(promoted.error.message);
  await passSecondFactor(admin.client);

  let n = 0;
  const alarm = (fields: { started: number; claimed?: number; resolved?: number; status?: string }) => ({
    member_id: member.user.id,
    client_request_id: `answer-stats-${n++}`,
    region: REGION,
    status: fields.status ?? (fields.resolved === undefined ? 'active' : 'resolved'),
    started_at: ago(fields.started),
    claimed_at: fields.claimed === undefined ? null : ago(fields.claimed),
    claimed_by: fields.claimed === undefined ? null : admin.user.id,
    resolved_at: fields.resolved === undefined ? null : ago(fields.resolved),
  });
  const inserted = await service.from('sos_events').insert([
    // Answered in 10, 20, 30 and 90 seconds.
    alarm({ started: 3600, claimed: 3590, resolved: 3000 }),
    alarm({ started: 3000, claimed: 2980, resolved: 2500 }),
    alarm({ started: 2000, claimed: 1970 }),
    alarm({ started: 1000, claimed: 910 }),
    // Open, nobody claimed it, raised 120 s ago: not answered in time (waited 120 s so far).
    alarm({ started: 120 }),
    // Open for 5 s only: nobody could have answered yet, left out.
    alarm({ started: 5 }),
    // Cancelled by the member after 20 s, before anyone answered: nothing to answer, left out.
    alarm({ started: 500, resolved: 480, status: 'cancelled' }),
    // Older than the window.
    alarm({ started: 40 * 86_400, claimed: 40 * 86_400 - 5, resolved: 40 * 86_400 - 60 }),
  ]);
  if (inserted.error) throw new Error(inserted.error.message);
});

afterAll(async () => {
  await serviceClient().from('sos_events').delete().eq('member_id', member.user.id);
});

describe('call_centre_answer_stats', () => {
  it('counts answered alarms and the unclaimed one past 60 s, with p50, p95 and the share within 60 s', async () => {
    const { data, error } = await admin.client.rpc('call_centre_answer_stats', { days: 30, region: REGION });
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
    const [stats] = data;
    expect(stats).toMatchObject({ alarms: 5, answered: 4, answered_within_60s: 3 });
    expect(stats.share_within_60s).toBeCloseTo(3 / 5, 5);
    // Waits 10, 20, 30, 90, 120 (the open one, still growing by the time of the read).
    expect(stats.p50_seconds).toBeCloseTo(30, 0);
    expect(stats.p95_seconds).toBeGreaterThanOrEqual(114);
    expect(stats.p95_seconds).toBeLessThan(125);
  });

  it('a longer window takes in the older alarm', async () => {
    const { data } = await admin.client.rpc('call_centre_answer_stats', { days: 60, region: REGION });
    expect(data?.[0]).toMatchObject({ alarms: 6, answered: 5, answered_within_60s: 4 });
  });

  it('no alarms: zero counts and null figures', async () => {
    const { data, error } = await admin.client.rpc('call_centre_answer_stats', { days: 30, region: 'zx' });
    expect(error).toBeNull();
    expect(data).toEqual([{ alarms: 0, answered: 0, answered_within_60s: 0, share_within_60s: null, p50_seconds: null, p95_seconds: null }]);
  });

  it('refuses a bad window or region with a 400 app error, never a 5xx', async () => {
    for (const args of [{ days: 0 }, { days: 10_000 }, { days: 30, region: 'ESP' }]) {
      const { error, status } = await admin.client.rpc('call_centre_answer_stats', args);
      expect(error?.code).toBe('ICE71');
      expect(status).toBe(400);
    }
  });

  it('refuses members (even at aal2) and visitors', async () => {
    await passSecondFactor(member.client);
    const asMember = await member.client.rpc('call_centre_answer_stats', { days: 30, region: REGION });
    expect(asMember.error?.code).toBe('ICE70');
    expect(asMember.status).toBe(403);
    const asVisitor = await anonClient().rpc('call_centre_answer_stats', { days: 30, region: REGION });
    expect(asVisitor.data).toBeNull();
    expect(asVisitor.error).not.toBeNull();
  });
});
