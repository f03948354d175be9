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

/**
 * What the member area's frame (the shell, the check-in banner, the guard) and /sos read in the
 * browser. The member layout gives only these; every other signed-in page adds the whole catalogue
 * (app/[locale]/(member)/(pages)/layout.tsx), so /sos's HTML carries about 120 kB less on a slow
 * phone (docs/architecture.md#the-sos-page-loads-the-button-first). A nested provider replaces its
 * parent's messages, so the site-wide ones read here are listed again.
 * __tests__/i18n/client-messages.test.ts checks this list against the code.
 */
export const MEMBER_SHELL_NAMESPACES = ['AlarmSource', 'AppShell', 'CheckIn', 'Common', 'Guards', 'OfflineSos', 'Sos', 'SosHistory'] as const;
