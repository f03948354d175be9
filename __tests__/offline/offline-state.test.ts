import { clearOfflineState, firstNameOf, loadMemberState, MEMBER_STATE_KEY, type MemberState, saveMemberState } from '@/lib/offline/member-state';
import { memoryStore } from '@/lib/offline/memory-store';
import { forgetSentAlarm, loadSentAlarm, markAlarmSent } from '@/lib/offline/sent-alarm';
import { readWorkerMessage } from '@/lib/offline/worker-messages';
import { loadPendingAlarm, newPendingAlarm, savePendingAlarm } from '@/lib/sos/pending-alarm';

const member: MemberState = {
  userId: 'u1',
  firstName: 'Rosa',
  protectedNow: true,
  alertCount: 3,
  savedAt: 1_000,
  texts: { sentTitle: 'Sent', sentBody: 'It went.', signInTitle: 'Not sent', signInBody: 'Sign in.' },
};

describe('the member’s last known state', () => {
  it('round-trips what the offline screen shows, and refuses anything else', async () => {
    const store = memoryStore();
    expect(await saveMemberState(store, member)).toBe(true);
    expect(await loadMemberState(store)).toEqual(member);
    store.data.set(MEMBER_STATE_KEY, { ...member, alertCount: -1 });
    expect(await loadMemberState(store)).toBeNull();
    // Extra fields (a medical note, a position) are never written back.
    expect(await saveMemberState(store, { ...member, medical: 'x' } as MemberState)).toBe(true);
    expect(store.data.get(MEMBER_STATE_KEY)).not.toHaveProperty('medical');
  });

  it('keeps only the first name', () => {
    expect(firstNameOf('  Rosa  María García ')).toBe('Rosa');
    expect(firstNameOf('')).toBe('');
  });

  it('sign-out clears the member, the pending alarm and the sent record together', async () => {
    const store = memoryStore();
    await saveMemberState(store, member);
    await savePendingAlarm(store, newPendingAlarm('app', 1, 'req-1'));
    await markAlarmSent(store, 'req-0', 2);
    await clearOfflineState(store);
    expect(store.data.size).toBe(0);
  });
});

describe('a sent alarm', () => {
  it('is no longer pending and says when it went, unless a newer tap is pending', async () => {
    const store = memoryStore();
    await savePendingAlarm(store, newPendingAlarm('app', 1, 'req-1'));
    await markAlarmSent(store, 'req-1', 5_000);
    expect(await loadPendingAlarm(store)).toBeNull();
    expect(await loadSentAlarm(store)).toEqual({ clientRequestId: 'req-1', sentAt: 5_000 });

    await savePendingAlarm(store, newPendingAlarm('app', 6_000, 'req-2'));
    await markAlarmSent(store, 'req-1', 7_000);
    expect((await loadPendingAlarm(store))?.clientRequestId).toBe('req-2');
  });

  it('is forgotten once the signed-in /sos page saw no alarm open, and a pending tap stays', async () => {
    const store = memoryStore();
    await markAlarmSent(store, 'req-1', 5_000);
    await savePendingAlarm(store, newPendingAlarm('app', 6_000, 'req-2'));
    await forgetSentAlarm(store);
    expect(await loadSentAlarm(store)).toBeNull();
    expect((await loadPendingAlarm(store))?.clientRequestId).toBe('req-2');
  });
});

describe('messages from the service worker', () => {
  it('reads ours and ignores anything else', () => {
    expect(readWorkerMessage({ type: 'ice-sos:alarm-sent', clientRequestId: 'r', sentAt: 1, event: { id: 'e' } })).toEqual({
      type: 'ice-sos:alarm-sent',
      clientRequestId: 'r',
      sentAt: 1,
      event: { id: 'e' },
    });
    expect(readWorkerMessage({ type: 'ice-sos:alarm-needs-sign-in', clientRequestId: 'r' })).toEqual({ type: 'ice-sos:alarm-needs-sign-in', clientRequestId: 'r' });
    for (const other of [null, 'x', { type: 'ice-sos:alarm-sent', clientRequestId: 'r' }, { type: 'other', clientRequestId: 'r' }]) {
      expect(readWorkerMessage(other)).toBeNull();
    }
  });
});
