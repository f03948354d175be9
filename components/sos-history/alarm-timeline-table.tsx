import { useTranslations } from 'next-intl';
import type { AlarmEntry } from '@/lib/sos-history/alarm-record';
import { HistoryTableHead } from '@/components/access-log/history-table-head';
import { LocalMoment } from '@/components/ui/local-moment';

const CHANNELS = ['in_app', 'email', 'sms', 'push'] as const;
const channelOf = (details: unknown) => {
  const value = details && typeof details === 'object' && 'channel' in details ? (details as { channel: unknown }).channel : null;
  return CHANNELS.find((c) => c === value) ?? null;
};

/**
 * Every step of one alarm as a table (time, what, who, note), oldest first: the page's record and
 * its printed copy. Seconds are shown because the order of alerts matters; each time names its
 * zone, on screen and on paper. Text cells may break anywhere, so a long name or note never widens
 * the page past a 360 px screen.
 */
export function AlarmTimelineTable({ entries }: { entries: AlarmEntry[] }) {
  const t = useTranslations('SosHistory.timeline');
  const kinds = useTranslations('Sos.timeline');
  if (entries.length === 0) return <p>{t('empty')}</p>;
  return (
    <table className="w-full border-collapse text-left text-sm" data-testid="sos-history-timeline">
      <HistoryTableHead caption={t('caption')} columns={[t('when'), t('what'), t('who')]} />
      <tbody>
        {entries.map((entry) => {
          const channel = channelOf(entry.details);
          return (
            <tr key={entry.id} className="border-b border-border align-top">
              <td className="py-2 pr-2">
                <LocalMoment iso={entry.at} style="time" />
              </td>
              <td className="py-2 pr-2 [overflow-wrap:anywhere]">
                <span className="block font-medium">{kinds(`kind.${entry.kind as 'created'}`)}</span>
                {channel && <span className="block text-muted-foreground">{t(`channel.${channel}`)}</span>}
                {entry.note && <span className="mt-1 block whitespace-pre-wrap">{entry.note}</span>}
              </td>
              <td className="py-2 [overflow-wrap:anywhere]">{entry.actor}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
