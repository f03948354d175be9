'use client';

import { useTranslations } from 'next-intl';
import { isOpen } from '@/lib/data/sos';
import type { IncidentQueue as Queue } from '@/lib/data/incidents';
import { AnswerStatsPanel } from './answer-stats-panel';
import { IncidentCard } from './incident-card';
import { useIncidentQueue } from './use-incident-queue';

/**
 * The admin alarms page's live list (useIncidentQueue): every open alarm first, whatever the
 * member's plan, then those ended in the last 24 hours; above them Call Centre Spain's answer
 * times. The open count is the database's (the overview's figure, lib/data/open-alarms.ts), which
 * can exceed the rows listed: then the page says so instead of a count that disagrees.
 */
export function IncidentQueue({ initial }: { initial: Queue }) {
  const t = useTranslations('AdminAlarms');
  const { queue, refresh } = useIncidentQueue(initial);

  const open = queue.events.filter(isOpen);
  const ended = queue.events.filter((e) => !isOpen(e));
  const openCount = queue.openCount ?? open.length;
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
      <AnswerStatsPanel stats={queue.answerStats} />
      <section aria-labelledby="open-incidents" className="flex flex-col gap-3">
        <h2 id="open-incidents" className="text-xl font-semibold" data-testid="open-alarms-count" data-count={openCount}>
          {t('open', { count: openCount })}
        </h2>
        {openCount > open.length && <p className="text-sm text-muted-foreground">{t('showingNewest', { shown: open.length, count: openCount })}</p>}
        <div aria-live="polite" className="flex flex-col gap-3" data-testid="open-incidents">
          {open.length === 0 ? <p className="text-muted-foreground">{t('none')}</p> : open.map(card)}
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
