import { getTranslations } from 'next-intl/server';
import { LocalMoment } from '@/components/ui/local-moment';
import type { MedicalIdAudience as Audience } from '@/lib/data/medical-id';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routes';

const linkClass = 'inline-flex min-h-11 items-center text-guardian underline underline-offset-4';

/**
 * Who may see the Medical ID, true for this member today (issue 21): themself; the family members
 * and carers whose live link has the medical permission, by name; the call centre during an alarm
 * only when their plan includes it; and that every read by someone else is logged.
 */
export async function MedicalIdAudience({ audience }: { audience: Audience }) {
  const t = await getTranslations('MedicalId.audience');
  return (
    <section aria-labelledby="medical-audience-title" className="grid gap-3 rounded-lg border border-border p-4" data-testid="medical-id-audience">
      <h2 id="medical-audience-title" className="text-lg font-semibold">
        {t('title')}
      </h2>
      <ul className="grid list-disc gap-2 pl-5">
        <li>{t('you')}</li>
        <li data-testid="medical-audience-family">
          {audience.family.length === 0 ? (
            t('familyNone')
          ) : (
            <>
              {t('family')}
              <ul className="mt-1 grid list-[circle] gap-1 pl-5">
                {audience.family.map(({ id, name, role, expiresAt }) => (
                  <li key={id}>
                    <span className="font-medium">{name ?? t('unnamed')}</span> ({t(`role.${role}`)}
                    {expiresAt && <>, {t.rich('until', { date: () => <LocalMoment iso={expiresAt} /> })}</>})
                  </li>
                ))}
              </ul>
            </>
          )}
        </li>
        <li data-testid="medical-audience-call-centre">{audience.callCentre ? t('callCentre') : t('noCallCentre')}</li>
      </ul>
      <p>{t('logged')}</p>
      <p className="flex flex-wrap gap-x-6">
        <Link href={routes.accessLog} className={linkClass}>
          {t('accessLog')}
        </Link>
        <Link href={routes.family} className={linkClass}>
          {t('manage')}
        </Link>
      </p>
    </section>
  );
}
