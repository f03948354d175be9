/** @jest-environment node */
import { recordPendantReading } from '@/lib/actions/pendant';
import { getUser } from '@/lib/auth/session';
import { createClient } from '@/lib/supabase/server';

jest.mock('server-only', () => ({}));
jest.mock('@/lib/auth/session', () => ({ getUser: jest.fn(), getRole: jest.fn() }));
jest.mock('@/lib/supabase/server', () => ({ createClient: jest.fn() }));

const upsert = jest.fn();
const from = jest.fn(() => ({ upsert }));
const mockedGetUser = jest.mocked(getUser);

beforeEach(() => {
  jest.clearAllMocks();
  mockedGetUser.mockResolvedValue({ id: 'member-1' } as Awaited<ReturnType<typeof getUser>>);
  jest.mocked(createClient).mockResolvedValue({ from } as unknown as Awaited<ReturnType<typeof createClient>>);
  upsert.mockResolvedValue({ error: null });
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
    const [row, options] = upsert.mock.calls[0];
    expect(row).toEqual({ user_id: 'member-1', kind: 'pendant', hardware_id: 'hw-1', name: 'ICE SOS 1', battery: 70, last_connected_at: expect.any(String) });
    expect(options).toEqual({ onConflict: 'user_id,hardware_id' });
  });

  it("answers 'failed' when the database refuses", async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    upsert.mockResolvedValue({ error: { code: '42501', message: 'denied' } });
    expect(await recordPendantReading(reading)).toEqual({ serverError: 'failed' });
  });
});
