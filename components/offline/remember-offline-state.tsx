'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { firstNameOf, saveMemberState } from '@/lib/offline/member-state';
import { offlineStore } from '@/lib/offline/store';

type Props = { userId: string; fullName: string; protectedNow: boolean; alertCount: number };

/**
 * Written by the signed-in /sos page from what it already shows, for the offline SOS screen
 * (docs/architecture.md#the-offline-app): first name, protected or not, how many would be alerted,
 * when, and the worker's few notification texts in this language. Renders nothing.
 */
export function RememberOfflineState({ userId, fullName, protectedNow, alertCount }: Props) {
  const t = useTranslations('OfflineSos.notify');

  useEffect(() => {
    void saveMemberState(offlineStore(), {
      userId,
      firstName: firstNameOf(fullName).slice(0, 100),
      protectedNow,
      alertCount,
      savedAt: Date.now(),
      texts: { sentTitle: t('sentTitle'), sentBody: t('sentBody'), signInTitle: t('signInTitle'), signInBody: t('signInBody') },
    });
  }, [userId, fullName, protectedNow, alertCount, t]);

  return null;
}
