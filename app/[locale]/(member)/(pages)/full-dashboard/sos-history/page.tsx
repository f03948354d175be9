import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FormAlert } from '@/components/forms/form-alert';
import { MemberPage } from '@/components/layout/member-page';
import { AlarmList } from '@/components/sos-history/alarm-list';
import { requireUser } from '@/lib/auth/session';
import { HISTORY_LIST_LIMIT, listMyAlarms } from '@/lib/data/sos-history';
import { type LocaleParams, resolvePageLocale } from '@/lib/i18n/page-locale';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routes';
import { privatePageMetadata } from '@/lib/seo/page-metadata';
import type { AlarmEvent } from '@/lib/sos-history/alarm-record';
import { createClient } from '@/lib/supabase/server';

export const generateMetadata = ({ params }: { params: LocaleParams }): Promise<Metadata> => privatePageMetadata(params, 'SosHistory');

/**
 * /full-dashboard/sos-history (issue 21): the member's OWN alarms, newest first; each opens a page
 * with its timeline, exports, print view and digest. Family history is not shown here.
 */
export default async function SosHistoryPage({ params }: { params: LocaleParams }) {
  const locale = await resolvePageLocale(params);
  const user = await requireUser(locale);
  const t = await getTranslations({ locale, namespace: 'SosHistory' });
  let alarms: AlarmEvent[] | null = null;
  try {
    alarms = await listMyAlarms(await createClient(), user.id);
  } catch (error) {
    console.warn('Reading the SOS history failed', error);
  }
  return (
    <MemberPage title={t('title')} lead={t('lead')}>
      {!alarms ? (
        <FormAlert tone="error">{t('failed')}</FormAlert>
      ) : alarms.length === 0 ? (
        <div className="grid gap-2" data-testid="sos-history-empty">
          <p>{t('empty')}</p>
          <p>
            <Link href={routes.sos} className="inline-flex min-h-11 items-center text-guardian underline underline-offset-4">
              {t('emptyAction')}
            </Link>
          </p>
        </div>
      ) : (
        <>
          <AlarmList alarms={alarms} />
          {alarms.length === HISTORY_LIST_LIMIT && <p className="text-sm text-muted-foreground">{t('limited', { count: HISTORY_LIST_LIMIT })}</p>}
        </>
      )}
    </MemberPage>
  );
}
