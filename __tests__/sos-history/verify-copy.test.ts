/** @jest-environment node */
import type { AlarmRecord } from '@/lib/sos-history/alarm-record';
import { timelineDigest } from '@/lib/sos-history/digest';
import { alarmCsv, alarmJson } from '@/lib/sos-history/export';
import { checkCopy } from '@/lib/sos-history/verify-copy';

async function record(): Promise<AlarmRecord> {
  const entries = [
    { id: 10, event_id: 'ev-1', at: '2026-11-24T10:00:00.000+00:00', kind: 'created', actor_id: 'm1', note: null, details: { source: 'app' }, actor: 'You' },
    { id: 11, event_id: 'ev-1', at: '2026-11-24T10:02:00.000+00:00', kind: 'call_centre_note', actor_id: 'a1', note: '=cmd|calc', details: {}, actor: 'Call centre' },
  ];
  return {
    event: { id: 'ev-1', status: 'resolved', source: 'app', started_at: '2026-11-24T10:00:00.000+00:00', acknowledged_at: null, resolved_at: '2026-11-24T10:05:00.000+00:00', location_unavailable: false },
    entries,
    positions: [{ recorded_at: '2026-11-24T10:00:00.000+00:00', latitude: 52.37, longitude: 4.89, accuracy: 5 }],
    digest: await timelineDigest(entries),
  };
}

describe('SOS history exports and the copy check', () => {
  it('a JSON export checks as a match, and says how its digest is computed', async () => {
    const ours = await record();
    const file = JSON.stringify(alarmJson(ours, '2026-11-24T11:00:00Z'), null, 2);
    expect(JSON.parse(file).digest).toMatchObject({ algorithm: 'SHA-256', value: ours.digest });
    expect(await checkCopy(file, { eventId: 'ev-1', digest: ours.digest })).toEqual({ result: 'match' });
  });

  it('a tampered copy does not match, even when its own digest field was left as ours', async () => {
    const ours = await record();
    const copy = alarmJson(ours, '2026-11-24T11:00:00Z');
    copy.entries[1] = { ...copy.entries[1], note: 'Nobody called' };
    const result = await checkCopy(JSON.stringify(copy), { eventId: 'ev-1', digest: ours.digest });
    expect(result.result).toBe('mismatch');
  });

  it('tells a copy of another alarm and a file that is not an export apart', async () => {
    const ours = await record();
    expect(await checkCopy(JSON.stringify(alarmJson(ours, 'x')), { eventId: 'ev-2', digest: ours.digest })).toEqual({ result: 'otherAlarm' });
    expect(await checkCopy('not json', { eventId: 'ev-1', digest: ours.digest })).toEqual({ result: 'unreadable' });
    expect(await checkCopy('{"event":{"id":"ev-1"},"entries":[{"id":"x"}]}', { eventId: 'ev-1', digest: ours.digest })).toEqual({ result: 'unreadable' });
  });

  it('the CSV carries the digest, the steps with guarded notes, and the positions', async () => {
    const ours = await record();
    const labels = {
      alarm: 'Alarm', status: 'State', startedAt: 'Started', digest: 'Digest', canonicalForm: 'Over',
      columns: { id: 'Step', at: 'Time', kind: 'What', who: 'Who', note: 'Note', details: 'Details' },
      positions: { at: 'Position time', latitude: 'Lat', longitude: 'Lon', accuracy: 'Acc' },
      text: {
        status: (code: string) => ({ resolved: 'Resuelta' })[code] ?? code,
        kind: (code: string) => ({ created: 'Alarma activada', call_centre_note: 'Nota de la central' })[code] ?? code,
        time: (iso: string) => new Intl.DateTimeFormat('es', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'Europe/Madrid' }).format(new Date(iso)),
      },
    };
    const csv = alarmCsv(ours, labels);
    expect(csv).toContain(`"Digest","SHA-256:${ours.digest}"`);
    // In the reader's words and on the clock the headings name: 10:02 UTC is 11:02 in Madrid.
    expect(csv).toContain(`"State","Resuelta"`);
    expect(csv).toContain(`11,"24/11/26, 11:02:00","Nota de la central","Call centre","'=cmd|calc","{}"`);
    expect(csv).toContain('"24/11/26, 11:00:00",52.37,4.89,5');
  });
});
