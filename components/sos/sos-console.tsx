'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useEffect, useState } from 'react';
import { AlarmSourceBadge, TestAlarmBadge } from './alarm-badges';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useClaimForeground } from '@/components/ui/foreground-claim';
import type { AlertRecipient, LinkedPerson, SosEvent } from '@/lib/data/sos';
import { isOpen } from '@/lib/data/sos';
import { CRITICAL_ISLAND_ATTRIBUTE, markCriticalIslandReady } from '@/lib/critical-island';
import { forgetSentAlarm } from '@/lib/offline/sent-alarm';
import { offlineStore } from '@/lib/offline/store';
import { type SosErrorKey, sosMessageKey } from '@/lib/actions/sos-errors';
import { SosButton } from './sos-button';
import type { SosOutcome } from './use-end-sos';
import { useSosAlarm } from './use-sos-alarm';

// Fetched apart from the button's code, so they never delay it (docs/architecture.md#the-sos-page-loads-the-button-first).
// An alarm open when the page loads is rendered by the server and hydrated as soon as this arrives.
const loadStatusPanel = () => import('./sos-status-panel').then((module) => ({ default: module.SosStatusPanel }));
const SosStatusPanel = lazy(loadStatusPanel);
const TestAlertReceipt = lazy(() => import('./test-alert-receipt').then((module) => ({ default: module.TestAlertReceipt })));

type Props = {
  memberId: string;
  initialEvent: SosEvent | null;
  family: LinkedPerson[];
  contacts: AlertRecipient[];
  /** The page's script nonce, for the button's early handler (lib/sos/early-tap.ts). */
  earlyTapNonce?: string;
};

/** The live part of /sos: the button, the alarm in progress, its end, and the test alert. */
export function SosConsole({ memberId, initialEvent, family, contacts, earlyTapNonce }: Props) {
  const t = useTranslations('Sos');
  const alarm = useSosAlarm(memberId, initialEvent);
  const [error, setError] = useState<SosErrorKey | null>(null);
  const { event, sending } = alarm;
  const open = event ? isOpen(event) : false;
  const isTest = (sending?.source ?? event?.source) === 'test';
  const names = Object.fromEntries(family.map((p) => [p.userId, p.name]));
  // The member's own alarm, being sent or open, outranks every other overlay on the page.
  useClaimForeground(sending ? 'sending' : event && open ? event.id : '');
  // No alarm open on the server: the offline screen's "Sent at …" line is about one that is over.
  const nothingOpen = !sending && !open;
  useEffect(() => {
    if (nothingOpen) void forgetSentAlarm(offlineStore());
  }, [nothingOpen]);
  // The button works: the rest of the app may start (lib/critical-island.ts), and the panel a tap
  // would show is fetched, so it is there when the alarm is.
  useEffect(() => {
    markCriticalIslandReady();
    void loadStatusPanel();
  }, []);

  const end = async (outcome: SosOutcome) => {
    setError(null);
    const failure = await alarm.end(outcome);
    if (failure && failure !== 'ended') setError(sosMessageKey(failure));
  };

  return (
    <section aria-labelledby="sos-console-title" {...{ [CRITICAL_ISLAND_ATTRIBUTE]: '' }} className="flex flex-col items-center gap-6">
      <h2 id="sos-console-title" className="sr-only">
        {t('consoleTitle')}
      </h2>

      <div role="status" aria-live="assertive" className="min-h-7 text-center text-lg font-semibold">
        {sending ? (
          <span className="inline-flex flex-wrap items-center justify-center gap-2">
            <span data-testid="sos-sending">{sending.retrying ? t('retrying') : t('sending')}</span>
            {/* Raised by the pendant's countdown, not by this page's button. */}
            <AlarmSourceBadge source={sending.source} />
          </span>
        ) : event && open ? (
          <span data-testid="sos-raised">{isTest ? t('testRaised') : t('raised')}</span>
        ) : null}
      </div>

      {(!event || !open || event.source === 'test') && !sending && (
        <SosButton onPress={() => alarm.raise('app')} earlyTapNonce={earlyTapNonce} />
      )}

      {event && !sending && (
        <Suspense fallback={<Skeleton className="h-64 w-full max-w-xl" />}>
          <SosStatusPanel
            event={event}
            timeline={alarm.timeline}
            names={names}
            memberId={memberId}
            graceLeft={alarm.graceLeft}
            locationState={alarm.locationState}
            ending={alarm.ending}
            onEnd={end}
          />
        </Suspense>
      )}

      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {t(`errors.${error}`)}
        </p>
      )}

      {event?.source === 'test' && !sending && (
        <Suspense fallback={null}>
          <TestAlertReceipt event={event} family={family} contacts={contacts} />
        </Suspense>
      )}

      {event && !open && !sending && (
        <Button variant="outline" onClick={alarm.reset}>
          {t('done')}
        </Button>
      )}

      <div className="flex flex-col items-center gap-2 border-t border-border pt-6">
        <p className="text-sm text-muted-foreground">{t('testHelp')}</p>
        <Button variant="guardian" disabled={Boolean(sending) || (open && event?.source !== 'test')} onClick={() => alarm.raise('test')}>
          {t('sendTest')}
        </Button>
        {isTest && sending && <TestAlarmBadge />}
        {alarm.refusal && (
          <p
            role="alert"
            className="text-center text-sm font-medium text-destructive"
            data-testid={alarm.refusal === 'testLimit' ? 'sos-test-limit' : 'sos-drill-refused'}
          >
            {t(alarm.refusal === 'testLimit' ? 'testLimit' : 'drillDuringAlarm')}
          </p>
        )}
      </div>
    </section>
  );
}
