'use client';

import { useCallback, useState } from 'react';
import { type ActionErrorKey, actionErrorKey } from '@/lib/actions/action-result';
import { endSos } from '@/lib/actions/sos';

export type SosOutcome = 'resolved' | 'cancelled' | 'false_alarm';

/**
 * Ends the alarm ("I'm safe", "It was a mistake", "False alarm"), then reads it again so the page
 * shows how it ended without waiting for realtime. Answers the error key, or null when it ended.
 */
export function useEndSos(eventId: string | null, refresh: () => Promise<unknown>) {
  const [ending, setEnding] = useState(false);
  const end = useCallback(
    async (outcome: SosOutcome): Promise<ActionErrorKey | null> => {
      if (!eventId) return 'invalid';
      setEnding(true);
      try {
        // Not useAction: its busy state ends with the call, and the end buttons must stay off until
        // the ended alarm has been read again (`ending`); a tap in between would send a second end.
        const error = actionErrorKey(await endSos({ eventId, outcome }));
        // Already ended (by family, the call centre, another tab): show how it ended all the same.
        if (error === null || error === 'ended') await refresh();
        return error;
      } catch {
        return 'failed';
      } finally {
        setEnding(false);
      }
    },
    [eventId, refresh],
  );
  return { end, ending };
}
