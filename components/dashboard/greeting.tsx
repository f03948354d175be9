'use client';

import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { dayPart } from '@/lib/data/member-dashboard-rules';

const subscribe = () => () => {};

/**
 * "Good morning, Maria": the time of day is the member's own clock, so it is read in the
 * browser; the server (which may sit in another time zone) renders the neutral greeting.
 */
export function Greeting({ name }: { name: string }) {
  const t = useTranslations('MemberDashboard.greeting');
  const part = useSyncExternalStore(subscribe, () => dayPart(new Date().getHours()), () => 'night' as const);
  return <h1 className="text-3xl font-bold tracking-tight">{t(part, { name })}</h1>;
}
