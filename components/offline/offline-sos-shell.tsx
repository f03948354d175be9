'use client';

import { useTranslations } from 'next-intl';
import { Call112Link } from '@/components/sos/call-112-link';
import { SosButton } from '@/components/sos/sos-button';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routes';
import { OfflineAlarmStatus } from './offline-alarm-status';
import { OfflineMemberSummary } from './offline-member-summary';
import { useOfflineSos } from './use-offline-sos';
import { useOnline } from './use-online';

/**
 * The offline SOS screen (docs/product.md#offline-sos): the same HTML for everyone, served by the
 * service worker for /sos (or any page) when there is no network. Everything about the member
 * comes from this device's IndexedDB after it loads; with nobody stored, only 112 and "sign in".
 */
export function OfflineSosShell() {
  const t = useTranslations('OfflineSos');
  const online = useOnline();
  const { view, raise } = useOfflineSos();

  return (
    // data-offline-shell: app/globals.css hides the floating Emma and device buttons here.
    <div data-offline-shell className="flex flex-col items-center gap-6 text-center">
      <p data-testid="offline-connection" className="rounded-lg bg-muted px-4 py-2 font-medium">
        {online ? (
          <>
            {t('online')}{' '}
            <Link href={routes.sos} className="underline underline-offset-2">
              {t('openFullScreen')}
            </Link>
          </>
        ) : (
          t('offline')
        )}
      </p>

      <div className="flex flex-col items-center gap-2">
        <p className="max-w-prose">{t('call112Lead')}</p>
        <Call112Link className="min-h-12 px-6 text-lg" />
      </div>

      {view.ready &&
        (view.member ? (
          <>
            <OfflineAlarmStatus view={view} />
            {!view.pending && <SosButton onPress={() => void raise()} />}
            <OfflineMemberSummary member={view.member} />
          </>
        ) : (
          <p data-testid="offline-no-member" className="max-w-prose">
            {t('noMember')} {t('signInLater')}{' '}
            <Link href={routes.auth} className="font-medium underline underline-offset-2">
              {t('signIn')}
            </Link>
          </p>
        ))}
    </div>
  );
}
