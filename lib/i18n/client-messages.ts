import type { AbstractIntlMessages } from 'next-intl';

/**
 * The message namespaces every page sends to the browser: those read by the client components
 * the locale layout mounts on every page (Emma, the device panel, family alerts, the navigation,
 * the footer, the first-visit dialog, the error page) and by the public pages served from the
 * cache, with their loading fallback. The whole catalogue is about 120 kB of each page's HTML,
 * so the rest is sent only where it is used: the member, admin and sign-in areas and the public
 * pages rendered per request wrap their content in <FullClientMessages>.
 * __tests__/i18n/client-messages.test.ts checks this list against the client code those pages
 * (and their loading, error and layout files) reach.
 */
export const SITE_CLIENT_NAMESPACES = [
  'AlarmSource',
  'AppDownload',
  'AppPreview',
  'Chat',
  'Common',
  'Contact',
  'Devices',
  'Diagnostics',
  'ErrorPage',
  'FamilyAlerts',
  'FirstVisit',
  'Footer',
  'Home',
  'Legal',
  'Nav',
  'OfflineSos',
  'PendantAlarm',
  'Preferences',
  'Pricing',
  'Sos',
  'SosHistory',
  'Videos',
] as const;

/** Only the given top-level namespaces of a catalogue. */
export function pickNamespaces(messages: AbstractIntlMessages, namespaces: readonly string[]): AbstractIntlMessages {
  return Object.fromEntries(namespaces.filter((name) => name in messages).map((name) => [name, messages[name]]));
}
