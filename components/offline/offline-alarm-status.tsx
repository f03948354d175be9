'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routes';
import type { OfflineSosView } from './use-offline-sos';
import { useMomentText } from './use-moment-text';

/**
 * The honest state of the member's SOS on this device: queued (and whether it is sent after this
 * page closes), waiting for a sign-in, or sent and when. Announced as it changes.
 */
export function OfflineAlarmStatus({ view }: { view: OfflineSosView }) {
  const t = useTranslations('OfflineSos');
  const moment = useMomentText();
  let content: ReactNode = null;
  if (view.pending && view.needsSignIn) {
    content = (
      <p data-testid="offline-alarm-needs-sign-in" className="font-semibold text-emergency-strong">
        {t('needsSignIn')}{' '}
        <Link href={routes.auth} className="underline underline-offset-2">
          {t('signIn')}
        </Link>
      </p>
    );
  } else if (view.pending) {
    const time = moment.time(view.pending.createdAt);
    content = (
      <p data-testid="offline-alarm-queued" className="font-semibold text-emergency-strong">
        {view.notStored ? t('notStored') : view.background ? t('queuedBackground', { time }) : t('queuedOpen', { time })}
      </p>
    );
  } else if (view.sent) {
    content = (
      <p data-testid="offline-alarm-sent" className="font-semibold">
        {t('sent', { time: moment.time(view.sent.sentAt) })}{' '}
        <Link href={routes.sos} className="underline underline-offset-2">
          {t('sentFollow')}
        </Link>
      </p>
    );
  }
  return (
    <div role="status" aria-live="assertive" className="min-h-7 max-w-prose text-center text-lg">
      {content}
    </div>
  );
}
