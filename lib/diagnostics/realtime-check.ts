import type { SupabaseClient } from '@supabase/supabase-js';

export type RealtimeState = 'connecting' | 'connected' | 'failed';

/**
 * Joins a throwaway broadcast channel and reports whether the realtime socket got through
 * (SUBSCRIBED), then leaves. Returns the cleanup for an effect.
 */
export function watchRealtime(client: Pick<SupabaseClient, 'channel' | 'removeChannel'>, onState: (state: RealtimeState) => void): () => void {
  const channel = client.channel(`diagnostics-${Math.random().toString(36).slice(2)}`);
  channel.subscribe((status) => {
    if (status === 'SUBSCRIBED') onState('connected');
    else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') onState('failed');
  });
  return () => {
    void client.removeChannel(channel);
  };
}
