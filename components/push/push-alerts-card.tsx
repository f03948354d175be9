'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Switch } from 'radix-ui';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { SpinnerIcon } from '@/components/ui/spinner-icon';
import { cn } from '@/lib/cn';
import { usePushSubscription } from './use-push-subscription';

type Props = {
  /** The site's VAPID public key, read on the server at request time; null when push is off. */
  vapidPublicKey: string | null;
};

/**
 * "Alerts on this device when the site is closed": one switch for this browser, and a line that
 * says where it stands (checking, not supported, unavailable, blocked in the browser's settings,
 * on, off). The switch is a real switch (role="switch", aria-checked), labelled, described by
 * that line, and usable only when the browser can actually change (on or off).
 */
export function PushAlertsCard({ vapidPublicKey }: Props) {
  const t = useTranslations('Push.card');
  const { state, busy, error, turnOn, turnOff } = usePushSubscription(vapidPublicKey);
  const id = useId();
  const switchId = `${id}-switch`;
  const stateId = `${id}-state`;
  const changeable = state === 'on' || state === 'off';

  return (
    <Card aria-labelledby={`${id}-title`} role="region" data-testid="push-alerts">
      <CardHeader>
        <CardTitle as="h2" id={`${id}-title`}>
          {t('title')}
        </CardTitle>
        <CardDescription>{t('description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          {/* 44 px high: the label takes taps for the 32 px switch (WCAG 2.5.5). */}
          <label htmlFor={switchId} className="flex min-h-11 min-w-0 items-center font-medium">
            {t('switchLabel')}
          </label>
          <div className="flex items-center gap-2">
            {busy && <SpinnerIcon className="size-5 text-muted-foreground" />}
            <Switch.Root
              id={switchId}
              checked={state === 'on'}
              disabled={!changeable || busy}
              aria-describedby={stateId}
              aria-busy={busy || undefined}
              onCheckedChange={(on) => void (on ? turnOn() : turnOff())}
              className={cn(
                'relative inline-flex h-8 w-14 shrink-0 items-center rounded-full border-2 border-transparent transition-colors',
                'bg-muted-foreground data-[state=checked]:bg-guardian',
                'focus-visible:ring-2 focus-visible:ring-guardian focus-visible:ring-offset-2 focus-visible:outline-none',
                'disabled:cursor-not-allowed disabled:opacity-50',
              )}
            >
              <Switch.Thumb className="pointer-events-none block size-7 rounded-full bg-background shadow transition-transform data-[state=checked]:translate-x-6" />
            </Switch.Root>
          </div>
        </div>
        <p id={stateId} role="status" className="text-sm text-muted-foreground" data-state={state}>
          {t(`state.${state}`)}
        </p>
        {error && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {t(`errors.${error}`)}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
