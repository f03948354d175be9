'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import type { AlertSoundState } from './use-alert-sound';

/**
 * The one place where sound and notifications are turned on (a click: browsers let audio start
 * and notification prompts open only from one), silenced and turned off. `offer`: shown without
 * an alarm to someone who receives alerts and never chose, with "Not now".
 */
export function AlertSoundControls({ sound, offer = false }: { sound: AlertSoundState; offer?: boolean }) {
  const t = useTranslations('FamilyAlerts.sound');
  if (!sound.supported) return null;
  const blocked = sound.choice === 'on' && sound.notifications === 'denied';

  return (
    <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="family-alert-sound">
      {offer && <p className="w-full min-w-0 sm:w-auto sm:flex-1">{t('offer')}</p>}
      {sound.on ? (
        <>
          {sound.ringing && (
            <Button variant="emergency" size="sm" onClick={sound.silence}>
              {t('silence')}
            </Button>
          )}
          <span role="status">{t('isOn')}</span>
          <Button variant="outline" size="sm" onClick={sound.disable}>
            {t('disable')}
          </Button>
        </>
      ) : (
        <>
          <Button variant="guardian" size="sm" className="text-left" wrap onClick={sound.enable}>
            {sound.notifications === 'default' ? t('enableWithNotifications') : t('enable')}
          </Button>
          {offer && (
            <Button variant="ghost" size="sm" onClick={sound.decline}>
              {t('notNow')}
            </Button>
          )}
        </>
      )}
      {blocked && <p className="w-full text-muted-foreground">{t('notificationsBlocked')}</p>}
    </div>
  );
}
