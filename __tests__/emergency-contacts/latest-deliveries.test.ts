import { latestDeliveries, type MessageRow, SENDING_GIVES_UP_AFTER_MS } from '@/lib/emergency-contacts/latest-deliveries';

const NOW = Date.parse('2026-11-24T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

function row(extra: Partial<MessageRow>): MessageRow {
  return { contact_id: 'c1', batch_id: 'b1', kind: 'test', channel: 'email', status: 'sent', created_at: ago(60_000), finished_at: ago(59_000), ...extra };
}

describe('latestDeliveries', () => {
  it('keeps only the newest batch of the kind per contact, channels in a fixed order', () => {
    const rows = [
      row({ batch_id: 'new', channel: 'sms', created_at: ago(1_000), finished_at: ago(500) }),
      row({ batch_id: 'new', channel: 'email', status: 'failed', created_at: ago(1_000), finished_at: ago(400) }),
      row({ batch_id: 'old', created_at: ago(90_000) }),
      row({ batch_id: 'request', kind: 'consent_request' }),
      row({ contact_id: null, batch_id: 'removed contact' }),
    ];
    expect(latestDeliveries(rows, 'test', NOW)).toEqual(
      new Map([['c1', [{ channel: 'email', status: 'failed', at: ago(400) }, { channel: 'sms', status: 'sent', at: ago(500) }]]]),
    );
  });

  it('shows a message still "sending" after two minutes as failed (its outcome was never recorded)', () => {
    const stuck = row({ status: 'sending', created_at: ago(SENDING_GIVES_UP_AFTER_MS + 1_000), finished_at: null });
    expect(latestDeliveries([stuck], 'test', NOW).get('c1')).toEqual([{ channel: 'email', status: 'failed', at: stuck.created_at }]);
  });

  it('leaves a message that is really under way as sending', () => {
    const underWay = row({ status: 'sending', created_at: ago(20_000), finished_at: null });
    expect(latestDeliveries([underWay], 'test', NOW).get('c1')).toEqual([{ channel: 'email', status: 'sending', at: underWay.created_at }]);
  });
});
