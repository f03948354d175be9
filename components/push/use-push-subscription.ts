'use client';

import { useAction } from 'next-safe-action/hooks';
import { useLocale } from 'next-intl';
import { useCallback, useEffect, useState, useTransition } from 'react';
import { useSWRConfig } from 'swr';
import { actionErrorKey } from '@/lib/actions/action-result';
import { removePushSubscription, savePushSubscription } from '@/lib/actions/push';
import { isLocale } from '@/lib/i18n/routing';
import { type BrowserPush, currentSubscription, readBrowserPush, subscribeBrowser } from './browser-push';
import { ownPushEndpointKey, useOwnPushEndpoint } from './use-own-push-endpoint';

/**
 * "Alerts on this device when the site is closed": where this browser stands, and the switch.
 *   checking     reading the browser and the person's list;
 *   unsupported  no service worker, Push API or notifications here (e.g. iOS outside a Home
 *                Screen app);
 *   unavailable  the site has no VAPID key (push is off on the server);
 *   blocked      notifications are denied in the browser's settings: only the person can undo it;
 *   on           this browser is subscribed and on the person's list;
 *   off          anything else (also: another account on this browser switched it on; turning it
 *                on here then subscribes the browser afresh, since an endpoint never moves).
 */
export type PushState = 'checking' | 'unsupported' | 'unavailable' | 'blocked' | 'on' | 'off';
export type PushErrorKey = 'dismissed' | 'invalid' | 'signedOut' | 'failed';

const toPushError = (key: string): PushErrorKey => (key === 'invalid' || key === 'signedOut' ? key : 'failed');

export function usePushSubscription(vapidPublicKey: string | null) {
  const locale = useLocale();
  const [browser, setBrowser] = useState<BrowserPush | null>(null);
  // Busy for the whole switch, not only its server action: the browser's permission prompt and
  // (un)subscribing come before or after it, so the switch is one transition around all of them.
  const [busy, startSwitching] = useTransition();
  const [error, setError] = useState<PushErrorKey | null>(null);
  const { executeAsync: saveOnServer } = useAction(savePushSubscription);
  const { executeAsync: removeOnServer } = useAction(removePushSubscription);
  const owned = useOwnPushEndpoint(browser?.endpoint ?? null);
  const { mutate } = useSWRConfig();

  const refresh = useCallback(async () => {
    try {
      setBrowser(await readBrowserPush());
    } catch {
      setBrowser({ supported: true, permission: 'default', endpoint: null });
    }
  }, []);

  // Read once, and again whenever the permission changes in the browser's settings.
  useEffect(() => {
    let status: PermissionStatus | null = null;
    let active = true;
    const update = () => void refresh();
    queueMicrotask(update);
    navigator.permissions
      ?.query({ name: 'notifications' })
      .then((result) => {
        if (!active) return;
        status = result;
        result.addEventListener('change', update);
      })
      .catch(() => undefined);
    return () => {
      active = false;
      status?.removeEventListener('change', update);
    };
  }, [refresh]);

  let state: PushState;
  if (!browser) state = 'checking';
  else if (!browser.supported) state = 'unsupported';
  else if (!vapidPublicKey) state = 'unavailable';
  else if (browser.permission === 'denied') state = 'blocked';
  else if (!browser.endpoint || browser.permission !== 'granted') state = 'off';
  else if (owned.data === undefined) state = owned.error ? 'off' : 'checking';
  else state = owned.data ? 'on' : 'off';

  const turnOn = useCallback(
    () =>
      startSwitching(async () => {
        if (!vapidPublicKey) return;
        setError(null);
        try {
          const permission = await Notification.requestPermission();
          if (permission !== 'granted') {
            // Denied: the "blocked" state explains it. Dismissed: say why nothing changed.
            if (permission === 'default') setError('dismissed');
            return;
          }
          const save = (subscription: PushSubscriptionJSON) =>
            saveOnServer({
              endpoint: subscription.endpoint ?? '',
              keys: { p256dh: subscription.keys?.p256dh ?? '', auth: subscription.keys?.auth ?? '' },
              userAgent: navigator.userAgent,
              language: isLocale(locale) ? locale : 'en',
            });
          let subscription = await subscribeBrowser(vapidPublicKey);
          let result = await save(subscription);
          if (result?.data?.saved === false) {
            // Another account on this browser saved this endpoint, and it never moves between
            // accounts: a fresh subscription gives this account an endpoint of its own.
            subscription = await subscribeBrowser(vapidPublicKey, { fresh: true });
            result = await save(subscription);
          }
          const failure = actionErrorKey(result) ?? (result?.data?.saved ? null : 'failed');
          if (failure) setError(toPushError(failure));
          if (subscription.endpoint) await mutate(ownPushEndpointKey(subscription.endpoint));
        } catch {
          // The prompt, the push service or the action's call (useAction's executeAsync rejects when it throws).
          setError('failed');
        } finally {
          await refresh();
        }
      }),
    [vapidPublicKey, locale, refresh, mutate, saveOnServer],
  );

  const turnOff = useCallback(
    () =>
      startSwitching(async () => {
        setError(null);
        try {
          const subscription = await currentSubscription();
          if (subscription) {
            // Off on our list first: if that fails the switch stays on, and says so.
            const failure = actionErrorKey(await removeOnServer({ endpoint: subscription.endpoint }));
            if (failure) {
              setError(toPushError(failure));
              return;
            }
            await mutate(ownPushEndpointKey(subscription.endpoint), false, { revalidate: false });
            await subscription.unsubscribe();
          }
        } catch {
          setError('failed');
        } finally {
          await refresh();
        }
      }),
    [refresh, mutate, removeOnServer],
  );

  return { state, busy, error, turnOn, turnOff };
}
