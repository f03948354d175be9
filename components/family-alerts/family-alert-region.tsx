'use client';

import { useTranslations } from 'next-intl';
import { Suspense, useCallback, useMemo, useRef } from 'react';
import { useClaimForeground } from '@/components/ui/foreground-claim';
import { isOpen } from '@/lib/data/sos';
import { AlertJumpButton } from './alert-jump-button';
import { AlertSoundControls } from './alert-sound-controls';
import { FamilyAlertCard } from './family-alert-card';
import { useAlertFocus } from './use-alert-focus';
import { useAlertNotifications } from './use-alert-notifications';
import { useAlertSound } from './use-alert-sound';
import { type FamilyAlert, useFamilyAlerts } from './use-family-alerts';

/**
 * The SOS alerts of the members who share them with `userId`, live, at the top of every page
 * (docs/product.md#family-alerts-on-every-page). In the page's flow, so it pushes the page down
 * and never covers anything (the SOS button of /sos included); the jump button brings it back
 * once scrolled away. Loaded only for a signed-in user (family-alerts-mount.tsx).
 */
export default function FamilyAlertRegion({ userId }: { userId: string }) {
  // useSearchParams (in useAlertFocus) wants a Suspense boundary of its own.
  return (
    <Suspense fallback={null}>
      <Region userId={userId} />
    </Suspense>
  );
}

function Region({ userId }: { userId: string }) {
  const t = useTranslations('FamilyAlerts');
  const { alerts, names, dismiss, receivesAlerts } = useFamilyAlerts(userId);
  const sound = useAlertSound(alerts);
  const region = useRef<HTMLElement>(null);
  const renderedIds = useMemo(() => alerts.map((a) => a.event.id).join(','), [alerts]);
  const { cardRef, focusAlert } = useAlertFocus(renderedIds);
  const open = alerts.filter((a) => isOpen(a.event));
  // An open alarm outranks every other overlay on the site: dialogs close, toasts hide.
  useClaimForeground(open.map((a) => a.event.id).join(','));

  const describe = useCallback(
    (alert: FamilyAlert) => {
      const name = alert.memberName || t('unnamed');
      const url = `${window.location.pathname}?alert=${encodeURIComponent(alert.event.id)}`;
      return { title: t(alert.event.source === 'test' ? 'testTitle' : 'title', { name }), body: t('notificationBody'), url };
    },
    [t],
  );
  useAlertNotifications(alerts, describe, focusAlert);

  const offer = receivesAlerts && alerts.length === 0 && sound.choice === null;
  if (alerts.length === 0 && !offer) return null;

  return (
    <section ref={region} aria-label={t('region')} data-testid="family-alerts" className="border-b border-border bg-background print:hidden">
      {/* Above the docking header, so on phones its first row is where the floating buttons are
          (fixed at the top right, app/globals.css): that row keeps their strip free, as the header does. */}
      <div className="mx-auto flex w-full max-w-5xl min-w-0 flex-col gap-2 px-4 py-3 max-md:in-dock:[&>:first-child]:pr-(--floating-dock)">
        {alerts.map((alert) => (
          <FamilyAlertCard
            key={alert.event.id}
            ref={cardRef(alert.event.id)}
            alert={alert}
            selfId={userId}
            names={names}
            onDismiss={() => dismiss(alert.event.id)}
          />
        ))}
        {/* After the cards: the controls appear once the browser says what it supports, and
            whatever arrives later must never push a card's buttons from under a finger. */}
        <AlertSoundControls sound={sound} offer={offer} />
      </div>
      <AlertJumpButton region={region} openCount={open.length} onJump={() => open[0] && focusAlert(open[0].event.id)} />
    </section>
  );
}
