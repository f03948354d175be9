import { getTranslations } from 'next-intl/server';
import { LocalMoment } from '@/components/ui/local-moment';
import type { Locale } from '@/lib/i18n/routing';
import type { LinkState } from '@/lib/looking-after/permissions';
import { Countdown } from './countdown';

type Props = { state: LinkState; expiresAt: string | null; locale: Locale; withCountdown?: boolean };

/**
 * When the caller's access ends (to the second), or when it ended, in their own zone, named: the
 * end the member typed as 14:00:30 in Amsterdam reads 14:00:30 CET there, not an unnamed UTC time.
 */
export async function AccessEnd({ state, expiresAt, locale, withCountdown = false }: Props) {
  const t = await getTranslations({ locale, namespace: 'LookingAfter' });
  if (!expiresAt) return <p className="text-sm">{t('accessNoEnd')}</p>;
  const date = () => <LocalMoment iso={expiresAt} />;
  if (state === 'ended') {
    return (
      <p className="text-sm font-medium" data-testid="access-ended">
        {t.rich('endedNotice', { date })}
      </p>
    );
  }
  return (
    <div className="grid gap-1">
      <p className="text-sm" data-testid="access-ends">
        {t.rich('accessEnds', { date })}
      </p>
      {withCountdown && state === 'live' && <Countdown until={expiresAt} />}
    </div>
  );
}
