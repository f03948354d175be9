import { useFormatter, useTranslations } from 'next-intl';
import { useViewerTimeZone } from '@/components/ui/use-viewer-time-zone';
import { momentLines } from '@/lib/time/moment-styles';
import type { ContactsT } from './outcome-notice';

/**
 * The page's translator (loosely typed, for keys built from statuses) and its way of writing a time.
 * The time goes into sentences and notices built as plain strings (outcome-notice.ts), so it cannot
 * be a <LocalMoment> element; it is written the same way instead: LocalMoment's "medium" style in
 * the reader's own zone, named (UTC on the server and first render, then the browser's zone).
 */
export function useContactsText() {
  const t = useTranslations('EmergencyContacts') as unknown as ContactsT;
  const format = useFormatter();
  const [options] = momentLines('medium', useViewerTimeZone());
  const time = (iso: string) => format.dateTime(new Date(iso), options);
  return { t, time };
}
