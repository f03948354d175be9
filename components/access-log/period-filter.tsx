import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { PERIOD_PRESETS, type ResolvedPeriod } from '@/lib/access-log/period';

/** One day of a custom period; described by the hint, or by the error when there is one. */
function DateField({ label, name, value, error }: { label: string; name: 'from' | 'to'; value: string | null; error: boolean }) {
  return (
    <label className="grid gap-1 text-sm">
      {label}
      <input
        type="date"
        name={name}
        defaultValue={value ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'access-log-period-error' : 'access-log-period-hint'}
        className="h-11 rounded-md border border-border bg-background px-3 text-base"
      />
    </label>
  );
}

/**
 * The period switch of the access log: a plain GET form, so it works before (and without) the
 * page's JavaScript and the chosen period stays in the address (shareable, back button).
 */
export function PeriodFilter({ period }: { period: ResolvedPeriod }) {
  const t = useTranslations('AccessLog.period');
  const options = [...PERIOD_PRESETS, 'custom'] as const;
  const error = period.error ? t(`errors.${period.error}`) : null;
  return (
    <form method="get" className="grid gap-3 rounded-lg border border-border p-4 print:hidden" aria-labelledby="access-log-period-legend">
      <fieldset className="grid gap-2">
        <legend id="access-log-period-legend" className="mb-1 font-semibold">
          {t('legend')}
        </legend>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {options.map((option) => (
            <label key={option} className="flex min-h-11 items-center gap-2">
              <input type="radio" name="period" value={option} defaultChecked={period.preset === option} className="size-5 accent-guardian" />
              {t(`options.${option}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap items-end gap-3">
        <DateField label={t('from')} name="from" value={period.fromDay} error={Boolean(error)} />
        <DateField label={t('to')} name="to" value={period.toDay} error={Boolean(error)} />
        <Button type="submit" variant="guardian">
          {t('apply')}
        </Button>
      </div>
      <p id="access-log-period-hint" className="text-sm text-muted-foreground">
        {t('hint')}
      </p>
      {error && (
        <p id="access-log-period-error" role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </form>
  );
}
