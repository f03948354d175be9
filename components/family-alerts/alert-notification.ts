/**
 * System notifications for alarms while the page is hidden (docs/product.md#family-alerts-on-every-page).
 * Permission is only ever asked from the "Turn on alert sound and notifications" click, never on load.
 */

export type NotificationPermissionState = NotificationPermission | 'unsupported';

export function notificationPermission(): NotificationPermissionState {
  return typeof window !== 'undefined' && 'Notification' in window ? window.Notification.permission : 'unsupported';
}

/** Asks once, when the browser has not been answered yet; must run inside the click. Resolves to the answer. */
export async function askNotificationPermission(): Promise<NotificationPermissionState> {
  if (notificationPermission() !== 'default') return notificationPermission();
  try {
    // Old browsers take a callback and return nothing; the answer is then read from .permission.
    await window.Notification.requestPermission();
  } catch {
    // Refused to ask (an embedded frame, say): the permission stays as it was.
  }
  return notificationPermission();
}

/**
 * The tag Web Push uses for the same alarm (lib/notify/push-message.ts, alertTag): a page
 * notification and a pushed one for one alarm replace each other instead of showing twice.
 * Written out here so the page does not load the push renderer and its three catalogues.
 */
export const alertNotificationTag = (eventId: string) => `sos-${eventId}`;

export type AlertNotification = { title: string; body: string; eventId: string; url: string; onClick: () => void };

/**
 * Shows one notification per alarm (tagged per alarm, so a second call for the same alarm replaces
 * rather than repeats it). A page notification focuses this tab on click; where the browser allows
 * notifications only through a service worker (Chrome on Android), the registration shows it and
 * the worker's click handler opens `url`.
 */
export function showAlertNotification({ title, body, eventId, url, onClick }: AlertNotification): void {
  if (notificationPermission() !== 'granted') return;
  const options: NotificationOptions = { body, tag: alertNotificationTag(eventId), data: { url, eventId } };
  try {
    const notification = new window.Notification(title, options);
    notification.onclick = () => {
      window.focus();
      onClick();
      notification.close();
    };
  } catch {
    void navigator.serviceWorker
      ?.getRegistration()
      .then((registration) => registration?.showNotification(title, options))
      .catch(() => undefined);
  }
}
