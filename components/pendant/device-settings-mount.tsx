'use client';

import dynamic from 'next/dynamic';
import { guardFor } from '@/lib/routes';
import { usePathname } from '@/lib/i18n/navigation';
import { DeviceSettings } from './device-settings';

/** The admin area is a work tool, not a member's phone: no pendant panel there (docs/product.md#routes-and-screens). */
export function isDeviceSettingsHiddenOn(pathname: string): boolean {
  return guardFor(pathname) === 'admin';
}

// The dialog and the pendant's connection code are fetched on intent or first opening, not with
// every page.
const loadPanel = () => import('./device-settings-panel').then((module) => module.DeviceSettingsPanel);
const DeviceSettingsPanel = dynamic(loadPanel, { ssr: false });
const preloadPanel = () => void loadPanel();

/** Mounted once in the locale layout; the pathname comes without the /nl or /es prefix. */
export function DeviceSettingsMount() {
  const pathname = usePathname();
  if (isDeviceSettingsHiddenOn(pathname)) return null;
  return <DeviceSettings Panel={DeviceSettingsPanel} onIntent={preloadPanel} />;
}
