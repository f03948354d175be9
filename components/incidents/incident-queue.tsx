'use client';

import { useTranslations } from 'next-intl';
import { isOpen } from '@/lib/data/sos';
import type { IncidentQueue as Queue } from '@/lib/data/sos-incidents';
import { IncidentCard } from './incident-card';
import { useIncidentQueue } from './use-incident-queue';

/** The live incident queue (useIncidentQueue): open incidents first, then those ended today. */
export function IncidentQueue({ initial }: { initial: Queue }) {
  const t = useTranslations('Incidents');
  const { queue, refresh } = useIncidentQueue(initial);

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
      onChanged={refresh}
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
