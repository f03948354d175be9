'use client';

import useSWR from 'swr';
import { loadBrowserClient } from '@/components/realtime/browser-client';
import { ownsPushEndpoint } from '@/lib/data/push-subscriptions';

export const ownPushEndpointKey = (endpoint: string) => ['push-subscription', endpoint] as const;

const fetchOwned = async ([, endpoint]: ReturnType<typeof ownPushEndpointKey>) => ownsPushEndpoint(await loadBrowserClient(), endpoint);

/**
 * Whether this browser's endpoint is on the signed-in person's list (undefined while reading).
 * Nothing to read without an endpoint. Only this device changes it, so no realtime source.
 */
export function useOwnPushEndpoint(endpoint: string | null) {
  return useSWR(endpoint ? ownPushEndpointKey(endpoint) : null, fetchOwned, { revalidateOnFocus: true });
}
