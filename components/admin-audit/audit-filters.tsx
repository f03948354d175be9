import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { AUDIT_KINDS, AUDIT_PERIODS, type AuditFilters as Filters } from '@/lib/admin-audit/filters';

const selectClass = 'h-11 rounded-md border border-border bg-background px-3 text-base';

/**
 * The audit log's filters (kind of action, period): a plain GET form, so it works without the
 * page's JavaScript and the choice stays in the address. Changing a filter starts at page 1.
 */
export function AuditFilters({ filters }: { filters: Filters }) {
  const t = useTranslations('AdminAudit.filters');
  return (
    <form method="get" className="flex flex-wrap items-end gap-3 rounded-lg border border-border p-4" aria-label={t('label')}>
      <label className="grid gap-1 text-sm">
        {t('kind')}
        <select name="kind" defaultValue={filters.kind ?? ''} className={selectClass}>
          <option value="">{t('allKinds')}</option>
          {Object.keys(AUDIT_KINDS).map((kind) => (
            <option key={kind} value={kind}>
              {t(`kinds.${kind as keyof typeof AUDIT_KINDS}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="grid gap-1 text-sm">
        {t('period')}
        <select name="period" defaultValue={filters.period} className={selectClass}>
          {AUDIT_PERIODS.map((period) => (
            <option key={period} value={period}>
              {t(`periods.${period}`)}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" variant="guardian">
        {t('apply')}
      </Button>
    </form>
  );
}
