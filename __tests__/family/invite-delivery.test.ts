/** @jest-environment node */
import { deliveredOrFalse, withdrawUnsentInvite } from '@/lib/family/invite-delivery';

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('deliveredOrFalse', () => {
  it('answers what the send answers', async () => {
    expect(await deliveredOrFalse(async () => true)).toBe(true);
    expect(await deliveredOrFalse(async () => false)).toBe(false);
  });

  it('counts a throw (messages, site address, transport) as not sent, and logs it', async () => {
    expect(await deliveredOrFalse(async () => Promise.reject(new Error('no messages')))).toBe(false);
    expect(console.error).toHaveBeenCalledWith('Sending an invitation e-mail failed', expect.any(Error));
  });
});

describe('withdrawUnsentInvite', () => {
  const ok = { error: null };
  const broken = { error: { message: 'connection reset' } };

  it('withdraws in one go when it can', async () => {
    const withdraw = jest.fn().mockResolvedValue(ok);
    expect(await withdrawUnsentInvite(withdraw)).toBe(true);
    expect(withdraw).toHaveBeenCalledTimes(1);
  });

  it('tries once more after a failed attempt', async () => {
    const withdraw = jest.fn().mockResolvedValueOnce(broken).mockResolvedValueOnce(ok);
    expect(await withdrawUnsentInvite(withdraw)).toBe(true);
    expect(withdraw).toHaveBeenCalledTimes(2);
    expect(console.error).not.toHaveBeenCalled();
  });

  it('gives up after the second failure, logs it and says the invitation is still there', async () => {
    const withdraw = jest.fn().mockResolvedValue(broken);
    expect(await withdrawUnsentInvite(withdraw)).toBe(false);
    expect(withdraw).toHaveBeenCalledTimes(2);
    expect(console.error).toHaveBeenCalledWith('Withdrawing an unsent invitation failed', 'connection reset');
  });
});
