import { applicationServerKey, madeWithKey } from '@/lib/push/application-server-key';

/**
 * The browser's side of Web Push: support, permission, our service worker (public/sw.js, scope
 * "/") and this browser's subscription with the push service. No server calls here.
 */
export type BrowserPush = {
  supported: boolean;
  permission: NotificationPermission;
  /** This browser's current endpoint, or null when it has no subscription. */
  endpoint: string | null;
};

const SCRIPT = '/sw.js';

export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** What the browser says now; never prompts. */
export async function readBrowserPush(): Promise<BrowserPush> {
  if (!pushSupported()) return { supported: false, permission: 'denied', endpoint: null };
  const registration = await navigator.serviceWorker.getRegistration('/');
  const subscription = await registration?.pushManager.getSubscription();
  return { supported: true, permission: Notification.permission, endpoint: subscription?.endpoint ?? null };
}

/** Registers our worker (or finds it) and waits until it is active: subscribing needs an active worker. */
async function activeRegistration(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register(SCRIPT, { scope: '/', updateViaCache: 'none' });
  return navigator.serviceWorker.ready;
}

/**
 * Subscribes this browser with our VAPID public key. A subscription made with another key (the
 * site's keys were replaced) is dropped first: the push service would refuse our messages for it.
 * `fresh` drops any subscription, for an endpoint that another account on this browser holds.
 */
export async function subscribeBrowser(vapidPublicKey: string, { fresh = false } = {}): Promise<PushSubscriptionJSON> {
  const registration = await activeRegistration();
  const key = applicationServerKey(vapidPublicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && (fresh || !madeWithKey(subscription.options.applicationServerKey, key))) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  return subscription.toJSON();
}

/** This browser's subscription, if any (without registering anything). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}
