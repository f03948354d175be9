'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';

type Permission = 'granted' | 'prompt' | 'denied' | 'unsupported' | 'unknown';

/** The browser's location permission, live (it can change in the browser's settings). */
export function LocationPermissionState() {
  const t = useTranslations('Sos.protection');
  const [permission, setPermission] = useState<Permission>('unknown');

  useEffect(() => {
    let status: PermissionStatus | null = null;
    if (!('geolocation' in navigator)) {
      queueMicrotask(() => setPermission('unsupported'));
      return;
    }
    const update = () => status && setPermission(status.state);
    navigator.permissions
      ?.query({ name: 'geolocation' })
      .then((result) => {
        status = result;
        update();
        result.addEventListener('change', update);
      })
      .catch(() => setPermission('unknown'));
    return () => status?.removeEventListener('change', update);
  }, []);

  return <span data-testid="location-permission">{t(`locationPermission.${permission}`)}</span>;
}
