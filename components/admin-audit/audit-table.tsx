import { useTranslations } from 'next-intl';
import { HistoryTableHead } from '@/components/access-log/history-table-head';
import { LocalMoment } from '@/components/ui/local-moment';
import { auditDiff } from '@/lib/admin-audit/diff';
import { actionKind } from '@/lib/admin-audit/filters';
import type { AuditEntry } from '@/lib/data/admin-audit';

/**
 * One page of the audit log as a table: when, who (the admin's name), what (the action and the row
 * it changed) and the changed fields, before → after. Cells break anywhere, so a long value (a
 * JSON feature list, a colour) cannot widen the page.
 */
export function AuditTable({ entries, caption }: { entries: AuditEntry[]; caption: string }) {
  const t = useTranslations('AdminAudit');
  const actionLabel = (action: string) => {
    // Checked with t.has below: an action recorded by a newer migration than these texts is shown as recorded.
    const key = `actions.${action}` as Parameters<typeof t>[0];
    return actionKind(action) && t.has(key) ? t(key) : action;
  };
  return (
    <table className="w-full border-collapse text-left text-sm" data-testid="audit-table">
      <HistoryTableHead caption={caption} columns={[t('columns.when'), t('columns.who'), t('columns.what'), t('columns.changes')]} />
      <tbody>
        {entries.map((entry) => {
          const changes = auditDiff(entry.before, entry.after);
          return (
            <tr key={entry.id} className="border-b border-border align-top" data-testid="audit-entry">
              <td className="py-2 pr-2">
                <LocalMoment iso={entry.at} style="stacked" />
              </td>
              <td className="py-2 pr-2 [overflow-wrap:anywhere]">
                {entry.actorId === null ? t('formerAdmin') : (entry.actorName ?? t('unnamedAdmin'))}
              </td>
              <td className="py-2 pr-2 [overflow-wrap:anywhere]">
                <span className="block font-medium">{actionLabel(entry.action)}</span>
                {entry.entityId && <span className="block text-muted-foreground">{entry.entityId}</span>}
              </td>
              <td className="py-2 [overflow-wrap:anywhere]">
                {changes.length === 0 ? (
                  <span className="text-muted-foreground">{t('noChanges')}</span>
                ) : (
                  <ul className="flex flex-col gap-1">
                    {changes.map((change) => (
                      <li key={change.field} data-testid="audit-change">
                        <code className="font-mono">{change.field}</code>
                        {': '}
                        <span>{change.before ?? t('none')}</span>
                        <span aria-hidden="true"> → </span>
                        <span className="sr-only"> {t('changedTo')} </span>
                        <span className="font-medium">{change.after ?? t('none')}</span>
                      </li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
