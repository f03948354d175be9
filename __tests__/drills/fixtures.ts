import type { Drill, DrillDelivery } from '@/lib/data/drills';

/** A drill started at 22:00 in Madrid (21:00 UTC), and its receipt rows. */
export const STARTED = '2026-11-30T21:00:00.000Z';
const at = (seconds: number) => new Date(Date.parse(STARTED) + seconds * 1000).toISOString();

export const delivery = (over: Partial<DrillDelivery> = {}): DrillDelivery => ({
  id: 'n1',
  recipientName: 'Luis',
  recipient: 'family',
  channel: 'in_app',
  status: 'delivered',
  sentAt: at(0.8),
  deliveredAt: at(1.4),
  failedAt: null,
  error: null,
  ...over,
});

export const finishedDrill = (over: Partial<Drill> = {}): Drill => ({
  id: 'd1',
  status: 'resolved',
  startedAt: STARTED,
  endsAt: at(600),
  endedAt: at(600),
  outcomeDetail: 'drill_over',
  callCentreAnsweredAt: at(14),
  acknowledgements: [
    { name: 'Luis', at: at(12) },
    { name: '', at: at(125) },
  ],
  deliveries: [
    delivery(),
    delivery({ id: 'n2', recipientName: 'Pedro García', recipient: 'contact', channel: 'sms', status: 'failed', sentAt: null, deliveredAt: null, failedAt: at(3), error: 'Twilio 21211: invalid To number' }),
    delivery({ id: 'n3', recipientName: '', recipient: 'contact', channel: 'email', status: 'sent', sentAt: at(2), deliveredAt: null }),
    delivery({ id: 'n4', channel: 'push', status: 'queued', sentAt: null, deliveredAt: null }),
  ],
  ...over,
});
