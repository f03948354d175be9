'use client';

import { useAction } from 'next-safe-action/hooks';
import { useTranslations } from 'next-intl';
import type { Ref } from 'react';
import { AlarmStatusBadge, TestAlarmBadge } from '@/components/sos/alarm-badges';
import { Button } from '@/components/ui/button';
import { LocalMoment } from '@/components/ui/local-moment';
import { useViewerTimeZone } from '@/components/ui/use-viewer-time-zone';
import { actionErrorKey } from '@/lib/actions/action-result';
import { acknowledgeSos } from '@/lib/actions/sos';
import { type SosErrorKey, sosMessageKey } from '@/lib/actions/sos-errors';
import { isOpen, type SosEvent } from '@/lib/data/sos';
import { mapLinks, telHref } from '@/lib/sos/alert-links';
import { isSameDay } from '@/lib/time/same-day';
import { useAcknowledgers } from './use-acknowledgers';
import { useAlertFollowUp } from './use-alert-follow-up';
import { type LocationView, useAlertLocation } from './use-alert-location';
import type { FamilyAlert } from './use-family-alerts';

type Props = { alert: FamilyAlert; selfId: string; names: Map<string, string>; onDismiss: () => void; ref?: Ref<HTMLElement> };

const endedKey = (status: string) => (status === 'resolved' ? 'resolved' : status === 'cancelled' ? 'cancelled' : 'false_alarm');

/** The sources nobody tapped in the app: the card says which one raised the alarm. */
const SOURCE_LINES = ['pendant', 'fall', 'check_in'] as const;
type SourceLine = (typeof SOURCE_LINES)[number];

/**
 * What issue 46 added to an alarm (migration 20261130000200_check_ins.sql): what raised it when
 * nobody tapped it, or a check-in's duress code (which outranks the source: the member may not be
 * free to speak), the member's check-in note, and how it ended beyond its status.
 */
function alarmDetails(event: SosEvent): { sourceLine: SourceLine | 'duress' | null; note: string | null; checkedInLate: boolean } {
  const source = (SOURCE_LINES as readonly string[]).includes(event.source) ? (event.source as SourceLine) : null;
  return { sourceLine: event.silent ? 'duress' : source, note: event.note?.trim() || null, checkedInLate: event.outcome_detail === 'checked_in_late' };
}

/**
 * One alarm as family see it (docs/product.md#family-alerts-on-every-page): who, when, its state,
 * the position with its accuracy and map links (per their location permission), a call button
 * when the member's phone is known, "I'm on it" while it is open, "Dismiss" once it ended. The
 * layout is built for the worst minute: "I'm on it" sits where nothing above it can change.
 * What raised it is said when nobody tapped it (the pendant's button, a fall, a missed check-in,
 * with the member's note), and an alarm ended by a late check-in says "checked in late".
 * Focusable (tabIndex -1) so a notification click or ?alert= can bring it into view. When it was
 * raised is in the reader's own zone, named: the time alone today, with its date otherwise.
 */
export function FamilyAlertCard({ alert, selfId, names, onDismiss, ref }: Props) {
  const t = useTranslations('FamilyAlerts');
  const tSource = useTranslations('AlarmSource');
  const { event } = alert;
  const { sourceLine, note, checkedInLate } = alarmDetails(event);
  const location = useAlertLocation(event, alert.link);
  const { acknowledgedBy, refresh: refreshAcknowledgers } = useAcknowledgers(event.id);
  useAlertFollowUp(event);
  const open = isOpen(event);
  const isTest = event.source === 'test';
  const iAmOnIt = acknowledgedBy.includes(selfId);
  const name = alert.memberName || t('unnamed');
  const tel = telHref(alert.memberPhone);
  // "Today" in the zone the time is shown in (the same hook LocalMoment uses, so the check and the
  // text always agree): just after midnight in Amsterdam, an alarm at 23:50 there is yesterday's
  // although UTC still calls it today, and a bare "23:50" would hide that.
  const timeZone = useViewerTimeZone();
  const sameDay = isSameDay(new Date(event.started_at), new Date(), timeZone);
  const titleId = `family-alert-title-${event.id}`;

  // "I'm on it": once the database took it, the list of who is on it is read again.
  const acknowledge = useAction(acknowledgeSos, { onSuccess: () => void refreshAcknowledgers() });
  const error: SosErrorKey | null = acknowledge.hasErrored ? sosMessageKey(actionErrorKey(acknowledge.result) ?? 'failed') : null;

  return (
    <article
      ref={ref}
      tabIndex={-1}
      role={open ? 'alert' : 'status'}
      aria-labelledby={titleId}
      data-testid="family-alert"
      data-event-id={event.id}
      data-state={open ? 'open' : 'ended'}
      className={
        open
          ? 'w-full min-w-0 rounded-lg border-2 border-emergency bg-emergency-soft p-3 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring sm:p-4'
          : 'w-full min-w-0 rounded-lg border border-border bg-muted p-3 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring sm:p-4'
      }
    >
      <div className="flex flex-wrap items-center gap-2">
        {isTest && <TestAlarmBadge />}
        <h2 id={titleId} className="min-w-0 text-lg font-bold [overflow-wrap:anywhere]">
          {open
            ? t(isTest ? 'testTitle' : 'title', { name })
            : checkedInLate
              ? tSource('checkedInLateTitle', { name })
              : t(`ended.${endedKey(event.status)}`, { name })}
        </h2>
      </div>
      {/* The answer comes first, full width and the largest target, right under the title, whose
          text never changes while the alarm is open: what arrives later (position, map links, who
          else is on it, the sound controls of the region) comes below it, so nothing moves it
          from under a finger. Once given, a box of the same size says so in its place. */}
      <div className="mt-2">
        {open ? (
          iAmOnIt ? (
            <p
              role="status"
              data-testid="family-alert-on-it"
              className="flex min-h-14 w-full items-center justify-center rounded-md border-2 border-emergency bg-background px-4 text-center text-lg font-bold"
            >
              {t('youAreOnIt')}
            </p>
          ) : (
            <Button
              variant="emergency"
              size="lg"
              wrap
              className="min-h-14 w-full"
              loading={acknowledge.isExecuting}
              onClick={() => acknowledge.execute({ eventId: event.id, note: undefined })}
              data-testid="family-alert-acknowledge"
            >
              {t('acknowledge')}
            </Button>
          )
        ) : (
          <Button variant="outline" size="sm" onClick={onDismiss}>
            {t('dismiss')}
          </Button>
        )}
        {error && <p className="mt-1 text-sm text-destructive">{t(`errors.${error}`)}</p>}
      </div>
      {sourceLine && (
        <p className="mt-2 text-sm font-semibold" data-testid="family-alert-source">
          {tSource(sourceLine)}
        </p>
      )}
      {note && (
        <p className="text-sm [overflow-wrap:anywhere]" data-testid="family-alert-note">
          {tSource('note', { note })}
        </p>
      )}
      <p className={sourceLine || note ? 'text-sm' : 'mt-2 text-sm'}>
        <span data-testid="family-alert-raised">
          {sameDay
            ? t.rich('raisedAt', { date: () => <LocalMoment iso={event.started_at} style="time" /> })
            : t.rich('raisedOn', { date: () => <LocalMoment iso={event.started_at} style="long" /> })}
        </span>{' '}
        ·{' '}
        <AlarmStatusBadge status={event.status} data-testid="family-alert-status" className="text-sm">
          {checkedInLate ? tSource('checkedInLate') : t(`status.${event.status}`)}
        </AlarmStatusBadge>
      </p>
      <p className="text-sm [overflow-wrap:anywhere]" data-testid="family-alert-location">
        <LocationText location={location} />
      </p>
      {location?.kind === 'shown' && (
        <ul aria-label={t('location.mapsLabel')} className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm" data-testid="family-alert-maps">
          {mapLinks(location.position).map(({ provider, url }) => (
            <li key={provider}>
              <a className="inline-flex min-h-6 items-center font-medium underline" href={url} target="_blank" rel="noopener noreferrer">
                {t(`location.maps.${provider}`)}
              </a>
            </li>
          ))}
        </ul>
      )}
      {acknowledgedBy.length > 0 && (
        <p className="text-sm font-medium">
          {t('onIt', { names: acknowledgedBy.map((id) => (id === selfId ? t('you') : names.get(id) || t('callCentre'))).join(', ') })}
        </p>
      )}
      {/* The call link last, apart from the answer by a rule and a gap: a tap meant for one never
          dials (a tel: link starts a call at once on a phone). */}
      {/* Not after a duress code: a ringing phone could tell whoever is with them (the source line
          says why), and no empty ruled-off row is left where the call would be. */}
      {sourceLine !== 'duress' && (
        <div className="mt-4 border-t border-border pt-3">
          {tel ? (
            <Button asChild variant="guardian" className="h-auto min-h-11 [overflow-wrap:anywhere]">
              <a href={tel} data-testid="family-alert-call">
                {t('call', { phone: alert.memberPhone ?? '' })}
              </a>
            </Button>
          ) : (
            <span className="text-sm text-muted-foreground">{t('phoneUnknown')}</span>
          )}
        </div>
      )}
    </article>
  );
}

function LocationText({ location }: { location: LocationView | null }) {
  const t = useTranslations('FamilyAlerts');
  if (!location) return t('location.loading');
  if (location.kind === 'none') return t('location.unavailable');
  if (location.kind === 'notShared') return t('location.notShared');
  const { latitude, longitude, accuracy } = location.position;
  const at = { latitude: latitude.toFixed(5), longitude: longitude.toFixed(5) };
  return accuracy === null ? t('location.atNoAccuracy', at) : t('location.at', { ...at, accuracy: Math.round(accuracy) });
}
