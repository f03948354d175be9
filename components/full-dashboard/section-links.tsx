import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { routes } from '@/lib/routes';

const SECTIONS = [
  { key: 'accessLog', href: routes.accessLog },
  { key: 'sosHistory', href: routes.sosHistory },
  // Drills prove the alarm's chain works (docs/product.md#drills).
  { key: 'drills', href: routes.drills },
  { key: 'devices', href: routes.devices },
  { key: 'account', href: routes.account },
] as const;

/** The other parts of the full dashboard, each with one line saying what is there. */
export async function SectionLinks({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'FullDashboard.more' });
  return (
    <nav aria-labelledby="more-title" className="grid gap-3">
      <h2 id="more-title" className="text-lg font-semibold">
        {t('title')}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {SECTIONS.map((section) => (
          <li key={section.key}>
            <Link
              href={section.href}
              className="flex min-h-11 flex-col gap-1 rounded-lg border border-border p-4 hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-guardian"
            >
              <span className="font-medium text-guardian underline underline-offset-4">{t(section.key)}</span>
              <span className="text-sm text-muted-foreground">{t(`${section.key}Hint`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
