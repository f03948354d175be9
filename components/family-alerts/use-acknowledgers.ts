'use client';

import useSWR from 'swr';
import { loadBrowserClient } from '@/components/realtime/browser-client';
import { getAcknowledgers } from '@/lib/data/sos';

export const acknowledgersKey = (eventId: string) => ['sos-acknowledgers', eventId] as const;

const fetchAcknowledgers = async ([, eventId]: ReturnType<typeof acknowledgersKey>) => getAcknowledgers(await loadBrowserClient(), eventId);

const NOBODY: string[] = [];

/**
 * Who said "I'm on it" for an alarm. Kept live by the family alert feed's channel, which
 * revalidates this key when an acknowledgement or a change of the alarm arrives.
 */
export function useAcknowledgers(eventId: string) {
  const { data, mutate } = useSWR(acknowledgersKey(eventId), fetchAcknowledgers, { revalidateOnFocus: false });
  return { acknowledgedBy: data ?? NOBODY, refresh: mutate };
}
