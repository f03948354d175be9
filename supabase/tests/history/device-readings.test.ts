/**
 * device_readings (20261124000900): members record readings of their own devices only, at the
 * database clock, one per device per minute; family see them only with view_device_status; rows
 * older than 90 days are purged by the next insert.
 */
import { closeClients, newUserClient, serviceClient, type SignedInUser } from '../helpers';
import { linkFamily, must } from '../rls/support';

afterAll(closeClients);

let member: SignedInUser;
let deviceId: string;

beforeAll(async () => {
  member = await newUserClient();
  deviceId = must(
    await member.client.from('devices').insert({ user_id: member.user.id, name: 'ICE SOS Pendant', hardware_id: 'hw-readings' }).select('id').single(),
    'device',
  ).id;
});

const readingsOf = async (who: SignedInUser) =>
  (await who.client.from('device_readings').select('battery, heart_rate, recorded_at, recorded_minute').eq('device_id', deviceId).order('recorded_at')).data ?? [];

describe('device readings', () => {
  it('keeps at most one reading per device per minute and pins member writes to the database clock', async () => {
    const before = Date.now();
    for (const battery of [80, 79, 78]) {
      const { error } = await member.client
        .from('device_readings')
        .insert({ device_id: deviceId, user_id: member.user.id, battery, heart_rate: 70, recorded_at: '2001-01-01T00:00:00Z', recorded_minute: '2001-01-01T00:00:00Z' });
      expect(error).toBeNull();
    }
    const rows = await readingsOf(member);
    const minutes = new Set(rows.map((r) => new Date(r.recorded_minute).getTime()));
    expect(rows.length).toBe(minutes.size);
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(rows.length).toBeLessThanOrEqual(2);
    expect(rows[0].battery).toBe(80);
    for (const row of rows) expect(new Date(row.recorded_at).getTime()).toBeGreaterThan(before - 60_000);
  });

  it('lets the service role write explicit times, still one per minute, and purges rows past 90 days', async () => {
    const service = serviceClient();
    const old = new Date(Date.now() - 91 * 24 * 3600_000).toISOString();
    must(await service.from('device_readings').insert({ device_id: deviceId, user_id: member.user.id, battery: 50, recorded_at: old, recorded_minute: old }).select('id'), 'old');
    const minute = Math.floor((Date.now() - 24 * 3600_000) / 60_000) * 60_000;
    const t1 = new Date(minute + 10_000).toISOString();
    const t2 = new Date(minute + 50_000).toISOString();
    const t3 = new Date(minute + 65_000).toISOString();
    for (const [at, hr] of [[t1, 60], [t2, 61], [t3, 62]] as const) {
      expect((await service.from('device_readings').insert({ device_id: deviceId, user_id: member.user.id, heart_rate: hr, recorded_at: at, recorded_minute: at })).error).toBeNull();
    }
    const rows = await readingsOf(member);
    expect(rows.filter((r) => [t1, t2, t3].some((t) => new Date(t).getTime() === new Date(r.recorded_at).getTime())).map((r) => r.heart_rate)).toEqual([60, 62]);
    expect(rows.some((r) => new Date(r.recorded_at).getTime() < Date.now() - 90 * 24 * 3600_000)).toBe(false);
  });

  it('takes the owner from the device, also when the service role names someone else', async () => {
    // A device of its own, so this reading does not land in the other tests' series.
    const spare = must(
      await member.client.from('devices').insert({ user_id: member.user.id, name: 'Spare pendant', hardware_id: 'hw-mis-keyed' }).select('id').single(),
      'spare device',
    ).id;
    const other = await newUserClient();
    const at = new Date(Math.floor((Date.now() - 2 * 3600_000) / 60_000) * 60_000).toISOString();
    must(await serviceClient().from('device_readings').insert({ device_id: spare, user_id: other.user.id, battery: 42, recorded_at: at, recorded_minute: at }).select('id'), 'mis-keyed');
    expect((await other.client.from('device_readings').select('id').eq('device_id', spare)).data).toEqual([]);
    expect((await member.client.from('device_readings').select('battery, user_id').eq('device_id', spare)).data).toEqual([{ battery: 42, user_id: member.user.id }]);
  });

  it('refuses readings for another member or their device, and changes by hand', async () => {
    const other = await newUserClient();
    const forged = await other.client.from('device_readings').insert({ device_id: deviceId, user_id: member.user.id, battery: 1, recorded_minute: '2026-01-01T00:00:00Z' });
    expect(forged.error).not.toBeNull();
    const ownUserForeignDevice = await other.client.from('device_readings').insert({ device_id: deviceId, user_id: other.user.id, battery: 1, recorded_minute: '2026-01-01T00:00:00Z' });
    expect(ownUserForeignDevice.error).not.toBeNull();
    const edited = await member.client.from('device_readings').update({ battery: 5 }).eq('device_id', deviceId).select('id');
    expect(edited.data ?? []).toEqual([]);
    const removed = await member.client.from('device_readings').delete().eq('device_id', deviceId).select('id');
    expect(removed.data ?? []).toEqual([]);
    expect((await readingsOf(member)).length).toBeGreaterThan(0);
  });

  it('is readable by family with view_device_status only, not by others', async () => {
    const withDevices = await newUserClient();
    const withMedical = await newUserClient();
    const stranger = await newUserClient();
    await linkFamily(member.user.id, withDevices.user.id, { view_device_status: true });
    await linkFamily(member.user.id, withMedical.user.id, { view_medical: true, view_activity: true });
    const own = (await readingsOf(member)).length;
    expect((await readingsOf(withDevices)).length).toBe(own);
    expect(await readingsOf(withMedical)).toEqual([]);
    expect(await readingsOf(stranger)).toEqual([]);
  });

  it('averages readings per bucket for the chart, under the same rules', async () => {
    const service = serviceClient();
    const base = Math.floor((Date.now() - 3 * 3600_000) / 3600_000) * 3600_000;
    for (const [offset, hr, battery] of [[0, 60, 90], [60_000, 80, 88], [3600_000, 100, 70]] as const) {
      const at = new Date(base + offset).toISOString();
      must(await service.from('device_readings').insert({ device_id: deviceId, user_id: member.user.id, heart_rate: hr, battery, recorded_at: at, recorded_minute: at }).select('id'), 'reading');
    }
    const from = new Date(base).toISOString();
    const series = must(await member.client.rpc('device_reading_series', { device: deviceId, period_from: from, bucket_seconds: 3600 }), 'series');
    expect(series.slice(0, 2)).toEqual([
      { bucket_start: expect.any(String), heart_rate: 70, battery: 89, samples: 2 },
      { bucket_start: expect.any(String), heart_rate: 100, battery: 70, samples: 1 },
    ]);
    expect(new Date(series[0].bucket_start).getTime()).toBe(base);
    const stranger = await newUserClient();
    expect((await stranger.client.rpc('device_reading_series', { device: deviceId, period_from: from, bucket_seconds: 3600 })).data).toEqual([]);
  });
});
