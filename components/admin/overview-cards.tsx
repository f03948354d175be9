import { getFormatter, getTranslations } from 'next-intl/server';
import { Card, CardHeader, CardTitle } from '@/components/ui/card';
import type { AdminOverview } from '@/lib/data/admin-overview';

const FIGURES = ['members', 'activeSubscriptions', 'openSos', 'unreadMessages'] as const;

/** The admin overview: four counts, each "not available" when it could not be read. */
export async function OverviewCards({ overview }: { overview: AdminOverview }) {
  const t = await getTranslations('AdminDashboard');
  const format = await getFormatter();
  return (
    <section aria-labelledby="admin-overview" className="flex flex-col gap-3">
      <h2 id="admin-overview" className="text-xl font-semibold">
        {t('overview')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {FIGURES.map((key) => (
          <li key={key}>
            <Card data-testid={`overview-${key}`}>
              <CardHeader>
                <CardTitle as="h3" className="text-base font-medium text-muted-foreground">
                  {t(key)}
                </CardTitle>
                <p className="text-3xl font-bold">{overview[key] === null ? t('unavailable') : format.number(overview[key])}</p>
              </CardHeader>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
