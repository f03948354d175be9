import { type CsvCell, toCsv } from '@/lib/access-log/csv';
import type { AlarmRecord } from './alarm-record';
import { DIGEST_ALGORITHM, DIGEST_CANONICAL_FORM } from './digest';

/**
 * The two downloads of one alarm. Both carry the digest and say how it is computed, so a copy can
 * be checked by us (the page's "check a copy") or by anyone else.
 */
export const SOS_EXPORT_FORMAT = 'ice-sos.sos-history.v1';

export function alarmJson(record: AlarmRecord, exportedAt: string) {
  return {
    format: SOS_EXPORT_FORMAT,
    exported_at: exportedAt,
    event: record.event,
    entries: record.entries,
    positions: record.positions,
    digest: { algorithm: DIGEST_ALGORITHM, canonical_form: DIGEST_CANONICAL_FORM, value: record.digest },
  };
}

export type AlarmCsvLabels = {
  alarm: string;
  status: string;
  startedAt: string;
  digest: string;
  canonicalForm: string;
  columns: { id: string; at: string; kind: string; who: string; note: string; details: string };
  positions: { at: string; latitude: string; longitude: string; accuracy: string };
  /** The words a reader of that language uses: a status, a kind of step, a moment in the zone the headings name. */
  text: { status: (code: string) => string; kind: (code: string) => string; time: (iso: string) => string };
};

/**
 * Key/value lines about the alarm and its digest first, a blank line, the timeline table, then
 * (when there are any) a blank line and the positions table. A spreadsheet for people: states and
 * steps in the reader's language, times on the clock the headings name. The JSON export keeps
 * the stored codes and ISO times, and it is the copy the digest is checked against.
 */
export function alarmCsv(record: AlarmRecord, labels: AlarmCsvLabels): string {
  const { text } = labels;
  const rows: CsvCell[][] = [
    [labels.alarm, record.event.id],
    [labels.status, text.status(record.event.status)],
    [labels.startedAt, text.time(record.event.started_at)],
    [labels.digest, `${DIGEST_ALGORITHM}:${record.digest}`],
    [labels.canonicalForm, DIGEST_CANONICAL_FORM],
    [],
    [labels.columns.id, labels.columns.at, labels.columns.kind, labels.columns.who, labels.columns.note, labels.columns.details],
    ...record.entries.map((e) => [e.id, text.time(e.at), text.kind(e.kind), e.actor, e.note, JSON.stringify(e.details ?? {})]),
  ];
  if (record.positions.length > 0) {
    rows.push([], [labels.positions.at, labels.positions.latitude, labels.positions.longitude, labels.positions.accuracy]);
    rows.push(...record.positions.map((p) => [text.time(p.recorded_at), p.latitude, p.longitude, p.accuracy]));
  }
  return toCsv(rows);
}
