/** @jest-environment node */
import { recordPendantReading } from '@/lib/actions/pendant';
import { getUser } from '@/lib/auth/session';
import { createClient } from '@/lib/supabase/server';

jest.mock('server-only', () => ({}));
jest.mock('@/lib/auth/session', () => ({ getUser: jest.fn(), getRole: jest.fn() }));
jest.mock('@/lib/supabase/server', () => ({ createClient: jest.fn() }));

const saved = jest.fn();
const upsert = jest.fn(() => ({ select: () => ({ single: saved }) }));
const insert = jest.fn();
const from = jest.fn((table: string) => (table === 'devices' ? { upsert } : { insert }));
const mockedGetUser = jest.mocked(getUser);

beforeEach(() => {
  jest.clearAllMocks();
  mockedGetUser.mockResolvedValue({ id: 'member-1' } as Awaited<ReturnType<typeof getUser>>);
  jest.mocked(createClient).mockResolvedValue({ from } as unknown as Awaited<ReturnType<typeof createClient>>);
  saved.mockResolvedValue({ data: { id: 'device-1' }, error: null });
  insert.mockResolvedValue({ error: null });
});

const reading = { hardwareId: 'hw-1', name: 'ICE SOS 1', battery: 70, heartRate: null };

describe('recordPendantReading', () => {
  it.each([
    ['a battery over 100', { ...reading, battery: 101 }],
    ['no value at all', { ...reading, battery: null, heartRate: null }],
    ['a missing hardware id', { ...reading, hardwareId: '' }],
    ['not an object', 'hw-1'],
  ])('refuses %s with validation errors and writes nothing', async (_case, input) => {
    const result = await recordPendantReading(input as typeof reading);
    expect(result.validationErrors).toBeDefined();
    expect(result.data).toBeUndefined();
    expect(from).not.toHaveBeenCalled();
  });

  it('refuses a signed-out visitor before anything is written', async () => {
    mockedGetUser.mockResolvedValue(null);
    expect(await recordPendantReading(reading)).toEqual({ serverError: 'signedOut' });
    expect(from).not.toHaveBeenCalled();
  });

  it("upserts the member's own row, leaving out a value the pendant has not reported", async () => {
    expect(await recordPendantReading(reading)).toEqual({ data: { saved: true } });
    expect(from).toHaveBeenCalledWith('devices');
    const [row, options] = upsert.mock.calls[0] as unknown as [unknown, unknown];
    expect(row).toEqual({ user_id: 'member-1', kind: 'pendant', hardware_id: 'hw-1', name: 'ICE SOS 1', battery: 70, last_connected_at: expect.any(String) });
    expect(options).toEqual({ onConflict: 'user_id,hardware_id' });
    // And into the chart's history (issue 21), the database keeping one per minute.
    expect(from).toHaveBeenCalledWith('device_readings');
    expect(insert).toHaveBeenCalledWith({ device_id: 'device-1', user_id: 'member-1', battery: 70, heart_rate: null });
  });

  it('still reports the save when the history row was already recorded this minute by a racing save', async () => {
    insert.mockResolvedValue({ error: { code: '23505', message: 'duplicate' } });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await recordPendantReading(reading)).toEqual({ data: { saved: true } });
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it("answers 'failed' when the database refuses", async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    saved.mockResolvedValue({ data: null, error: { code: '42501', message: 'denied' } });
    expect(await recordPendantReading(reading)).toEqual({ serverError: 'failed' });
    expect(insert).not.toHaveBeenCalled();
  });
});
