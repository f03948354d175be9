'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useAuth } from '@/components/auth/auth-provider';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { actionErrorKey } from '@/lib/actions/action-result';
import { acknowledgeSos } from '@/lib/actions/sos';
import { type SosErrorKey, sosMessageKey } from '@/lib/actions/sos-errors';
import { isOpen } from '@/lib/data/sos';
import { openStreetMapUrl } from '@/lib/sos/map-link';
import { useAcknowledgers } from './use-acknowledgers';
import { useAlertFollowUp } from './use-alert-follow-up';
import { useAlertLocation } from './use-alert-location';
import { type FamilyAlert, useFamilyAlerts } from './use-family-alerts';

/**
 * Shown on every member-area page to family members and carers who receive a member's SOS
 * alerts: who, when, status, position (per their location permission), "I'm on it".
 */
export function FamilyAlertBanner() {
  const { user } = useAuth();
  const { alerts, names, dismiss } = useFamilyAlerts(user?.id ?? null);
  const t = useTranslations('FamilyAlerts');
  if (!user || alerts.length === 0) return null;
  return (
    <section aria-label={t('region')} className="flex flex-col gap-2 px-4 pt-4" data-testid="family-alerts">
      {alerts.map((alert) => (
        <AlertCard key={alert.event.id} alert={alert} selfId={user.id} names={names} onDismiss={() => dismiss(alert.event.id)} />
      ))}
    </section>
  );
}

function AlertCard({ alert, selfId, names, onDismiss }: { alert: FamilyAlert; selfId: string; names: Map<string, string>; onDismiss: () => void }) {
  const t = useTranslations('FamilyAlerts');
  const format = useFormatter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<SosErrorKey | null>(null);
  const { event } = alert;
  const location = useAlertLocation(event, alert.link);
  const { acknowledgedBy, refresh: refreshAcknowledgers } = useAcknowledgers(event.id);
  useAlertFollowUp(event);
  const open = isOpen(event);
  const isTest = event.source === 'test';
  const iAmOnIt = acknowledgedBy.includes(selfId);
  const name = alert.memberName || t('unnamed');

  const acknowledge = async () => {
    setBusy(true);
    setError(null);
    try {
      const failure = actionErrorKey(await acknowledgeSos({ eventId: event.id, note: undefined }));
      if (failure) setError(sosMessageKey(failure));
      else void refreshAcknowledgers();
    } catch {
      setError('failed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <article
      role={open ? 'alert' : 'status'}
      data-testid="family-alert"
      data-event-id={event.id}
      className={open ? 'mx-auto w-full max-w-5xl rounded-lg border-2 border-emergency bg-emergency-soft p-4' : 'mx-auto w-full max-w-5xl rounded-lg border border-border bg-muted p-4'}
    >
      <div className="flex flex-wrap items-center gap-2">
        {isTest && <Badge>TEST</Badge>}
        <h2 className="text-lg font-bold">{open ? t(isTest ? 'testTitle' : 'title', { name }) : t(`ended.${event.status === 'resolved' ? 'resolved' : event.status === 'cancelled' ? 'cancelled' : 'false_alarm'}`, { name })}</h2>
      </div>
      <p className="text-sm">
        {t('raisedAt', { time: format.dateTime(new Date(event.started_at), { hour: '2-digit', minute: '2-digit', second: '2-digit' }) })} ·{' '}
        <span data-testid="family-alert-status">{t(`status.${event.status}`)}</span>
      </p>
      <p className="text-sm" data-testid="family-alert-location">
        {!location ? (
          t('location.loading')
        ) : location.kind === 'shown' ? (
          <>
            {t('location.at', {
              latitude: location.position.latitude.toFixed(5),
              longitude: location.position.longitude.toFixed(5),
              accuracy: Math.round(location.position.accuracy ?? 0),
            })}{' '}
            <a className="font-medium underline" href={openStreetMapUrl(location.position)} target="_blank" rel="noopener noreferrer">
              {t('location.map')}
            </a>
          </>
        ) : location.kind === 'none' ? (
          t('location.unavailable')
        ) : (
          t('location.notShared')
        )}
      </p>
      {acknowledgedBy.length > 0 && (
        <p className="text-sm font-medium">
          {t('onIt', { names: acknowledgedBy.map((id) => (id === selfId ? t('you') : names.get(id) || t('callCentre'))).join(', ') })}
        </p>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        {open && !iAmOnIt && (
          <Button variant="emergency" loading={busy} onClick={acknowledge}>
            {t('acknowledge')}
          </Button>
        )}
        {!open && (
          <Button variant="outline" size="sm" onClick={onDismiss}>
            {t('dismiss')}
          </Button>
        )}
      </div>
      {error && (
        <p className="mt-1 text-sm text-destructive">{t(`errors.${error}`)}</p>
      )}
    </article>
  );
}
