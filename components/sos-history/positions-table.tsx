import { useTranslations } from 'next-intl';
import type { AlarmPosition } from '@/lib/sos-history/alarm-record';
import { HistoryTableHead } from '@/components/access-log/history-table-head';
import { LocalMoment } from '@/components/ui/local-moment';
import { formatCoordinates } from '@/lib/sos/format-coordinates';

/** Where the member was during the alarm (their own positions; nobody else reads this table). */
export function PositionsTable({ positions, unavailable }: { positions: AlarmPosition[]; unavailable: boolean }) {
  const t = useTranslations('SosHistory.positions');
  if (positions.length === 0) return <p>{unavailable ? t('unavailable') : t('none')}</p>;
  return (
    <table className="w-full border-collapse text-left text-sm">
      <HistoryTableHead caption={t('caption', { count: positions.length })} columns={[t('when'), t('where'), t('accuracy')]} />
      <tbody>
        {positions.map((p, index) => (
          // The index too: two fixes can share a second and a latitude.
          <tr key={`${p.recorded_at}|${p.latitude}|${p.longitude}|${index}`} className="border-b border-border">
            <td className="py-2 pr-2">
              <LocalMoment iso={p.recorded_at} style="time" />
            </td>
            <td className="py-2 pr-2 break-words">{formatCoordinates(p.latitude, p.longitude)}</td>
            <td className="py-2">{p.accuracy === null ? '—' : t('metres', { value: Math.round(p.accuracy) })}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
