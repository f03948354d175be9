/** @jest-environment node */
import { canonicalTimeline, type DigestEntry, timelineDigest } from '@/lib/sos-history/digest';

const entries: DigestEntry[] = [
  { id: 2, event_id: 'e1', at: '2026-11-24T10:00:05.000+00:00', kind: 'notified', actor_id: null, note: null, details: { recipient: 'x', channel: 'sms' } },
  { id: 1, event_id: 'e1', at: '2026-11-24T10:00:00.000+00:00', kind: 'created', actor_id: 'm1', note: null, details: { source: 'app' } },
  { id: 3, event_id: 'e1', at: '2026-11-24T10:00:05.000+00:00', kind: 'notified', actor_id: null, note: 'Ünïcode "quoted"', details: {} },
];

describe('timeline digest', () => {
  it('writes the documented canonical form: sorted by time then id, fixed key order, details keys sorted', () => {
    const text = canonicalTimeline(entries);
    const parsed = JSON.parse(text) as DigestEntry[];
    expect(parsed.map((e) => e.id)).toEqual([1, 2, 3]);
    expect(Object.keys(parsed[0])).toEqual(['id', 'event_id', 'at', 'kind', 'actor_id', 'note', 'details']);
    expect(text).toContain('"details":{"channel":"sms","recipient":"x"}');
  });

  it('is a 64-character hex SHA-256 and matches a known value', async () => {
    const digest = await timelineDigest([]);
    // SHA-256 of "[]".
    expect(digest).toBe('4f53cda18c2baa0c0354bb5f9a3ecbe5ed12ab4d8e11ba873c2f11161202b945');
    expect(await timelineDigest(entries)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('is stable: the same entries in any order, with keys in any order, give the same digest', async () => {
    const shuffled = [entries[2], entries[0], entries[1]].map((e) => ({ details: e.details, note: e.note, actor_id: e.actor_id, kind: e.kind, at: e.at, event_id: e.event_id, id: e.id }));
    expect(await timelineDigest(shuffled)).toBe(await timelineDigest(entries));
  });

  it('ignores display-only fields such as the actor name', async () => {
    const named = entries.map((e) => ({ ...e, actor: 'Maria' }));
    expect(await timelineDigest(named)).toBe(await timelineDigest(entries));
  });

  it.each<[string, (e: DigestEntry[]) => DigestEntry[]]>([
    ['a note', (e) => [{ ...e[0], note: 'changed' }, e[1], e[2]]],
    ['a time', (e) => [e[0], { ...e[1], at: '2026-11-24T10:00:01.000+00:00' }, e[2]]],
    ['a kind', (e) => [e[0], { ...e[1], kind: 'resolved' }, e[2]]],
    ['a detail', (e) => [{ ...e[0], details: { recipient: 'y', channel: 'sms' } }, e[1], e[2]]],
    ['the actor', (e) => [e[0], { ...e[1], actor_id: 'someone-else' }, e[2]]],
    ['a removed entry', (e) => [e[0], e[1]]],
  ])('changes when %s changes', async (_what, change) => {
    expect(await timelineDigest(change(entries))).not.toBe(await timelineDigest(entries));
  });
});
