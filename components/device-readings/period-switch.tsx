import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routes';
import { CHART_PERIODS, type ChartPeriod } from '@/lib/device-readings/period';
import { cn } from '@/lib/cn';

/** 24 h / 7 days / 30 days as links (the period lives in the address); the current one is marked in text and colour. */
export function ChartPeriodSwitch({ current }: { current: ChartPeriod }) {
  const t = useTranslations('DevicesPage.chart');
  return (
    <nav aria-label={t('periodLabel')}>
      <ul className="flex flex-wrap gap-2">
        {CHART_PERIODS.map((period) => (
          <li key={period}>
            <Link
              href={{ pathname: routes.devices, query: { period } }}
              aria-current={period === current ? 'true' : undefined}
              scroll={false}
              className={cn(
                'inline-flex min-h-11 items-center rounded-md border px-4',
                period === current ? 'border-guardian bg-guardian text-guardian-foreground font-semibold' : 'border-border hover:bg-muted',
              )}
            >
              {t(`periods.${period}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
