'use client';

import { guardFor } from '@/lib/routes';
import { usePathname } from '@/lib/i18n/navigation';
import { DeviceSettings } from './device-settings';

/** The admin area is a work tool, not a member's phone: no pendant panel there (docs/product.md#routes-and-screens). */
export function isDeviceSettingsHiddenOn(pathname: string): boolean {
  return guardFor(pathname) === 'admin';
}

/** Mounted once in the locale layout; the pathname comes without the /nl or /es prefix. */
export function DeviceSettingsMount() {
  const pathname = usePathname();
  if (isDeviceSettingsHiddenOn(pathname)) return null;
  return <DeviceSettings />;
}
