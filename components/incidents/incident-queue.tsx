'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { isOpen } from '@/lib/data/sos';
import { CALL_CENTRE_REGION, type IncidentQueue as Queue, getIncidentQueue } from '@/lib/data/sos-incidents';
import { createClient } from '@/lib/supabase/client';
import { IncidentCard } from './incident-card';

/**
 * The live incident queue: realtime on sos_events (region es) and sos_timeline; each change and
 * every (re)subscription refetches the queue, so an agent never works from a stale list.
 */
export function IncidentQueue({ initial }: { initial: Queue }) {
  const t = useTranslations('Incidents');
  const supabase = useMemo(() => createClient(), []);
  const [queue, setQueue] = useState(initial);

  const refetch = useCallback(async () => {
    setQueue(await getIncidentQueue(supabase));
  }, [supabase]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    // Bursts (an alarm plus its first steps) collapse into one refetch.
    const soon = () => {
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => void refetch(), 100);
    };
    const channel = supabase
      .channel('incident-queue')
      .on('postgres_changes', { event: '*', schema: 'public', table: 'sos_events', filter: `region=eq.${CALL_CENTRE_REGION}` }, soon)
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'sos_timeline' }, (payload) => {
        const eventId = (payload.new as { event_id?: string }).event_id;
        if (eventId && queue.events.some((e) => e.id === eventId)) soon();
      })
      .subscribe((status) => {
        if (status === 'SUBSCRIBED') soon();
      });
    return () => {
      if (timer) clearTimeout(timer);
      void supabase.removeChannel(channel);
    };
  }, [supabase, refetch, queue.events]);

  const open = queue.events.filter(isOpen);
  const ended = queue.events.filter((e) => !isOpen(e));
  const members = new Map(queue.members.map((m) => [m.userId, m]));
  const card = (event: Queue['events'][number]) => (
    <IncidentCard
      key={event.id}
      event={event}
      member={members.get(event.member_id) ?? null}
      steps={queue.timelines.filter((s) => s.event_id === event.id)}
      agents={queue.agents}
      onChanged={refetch}
    />
  );

  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="open-incidents" className="flex flex-col gap-3">
        <h2 id="open-incidents" className="text-xl font-semibold">
          {t('open', { count: open.length })}
        </h2>
        <div aria-live="polite" className="flex flex-col gap-3" data-testid="open-incidents">
          {open.length === 0 ? (
            <p className="text-muted-foreground">{t('none')}</p>
          ) : (
            open.map(card)
          )}
        </div>
      </section>
      {ended.length > 0 && (
        <section aria-labelledby="ended-incidents" className="flex flex-col gap-3">
          <h2 id="ended-incidents" className="text-xl font-semibold">
            {t('ended')}
          </h2>
          {ended.map(card)}
        </section>
      )}
    </div>
  );
}
