import type { AccessLogEntry } from '@/lib/data/access-log';

/** Words for the access log's "who" (shared by the page and the CSV, in the member's language). */
export type ReaderWords = { callCentre: string; deletedAccount: string; unnamed: string };

export function readerLabel(entry: Pick<AccessLogEntry, 'capacity' | 'readerName' | 'readerDeleted'>, words: ReaderWords): string {
  if (entry.capacity === 'admin') return words.callCentre;
  if (entry.readerDeleted) return words.deletedAccount;
  return entry.readerName ?? words.unnamed;
}
