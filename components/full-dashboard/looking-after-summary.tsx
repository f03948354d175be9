import { getTranslations } from 'next-intl/server';
import type { LookedAfterLink } from '@/lib/data/looking-after';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { routes } from '@/lib/routes';
import { OverviewSection } from './overview-section';

/** "People I look after" on the overview: who, in short, and the way to the full page. */
export async function LookingAfterSummary({ links, locale }: { links: LookedAfterLink[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'FullDashboard' });
  return (
    <OverviewSection id="looking-after-title" title={t('lookingAfter.title')} testId="looking-after-summary">
      {links.length === 0 ? (
        <p className="text-sm">{t('lookingAfter.none')}</p>
      ) : (
        <>
          <p className="text-sm">{t('lookingAfter.count', { count: links.length })}</p>
          <ul className="grid gap-1 text-sm">
            {links.map((link) => (
              <li key={link.link_id} className="break-words">
                {link.full_name?.trim() || t('unnamed')} · {t(`role.${link.role}`)}
              </li>
            ))}
          </ul>
        </>
      )}
      <Link href={routes.lookingAfter} className="inline-flex min-h-11 items-center justify-self-start font-medium text-guardian underline underline-offset-4">
        {t('lookingAfter.open')}
      </Link>
    </OverviewSection>
  );
}
