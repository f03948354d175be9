'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import type { AnswerStats } from '@/lib/data/answer-stats';
import { ANSWER_STATS_DAYS } from '@/lib/data/answer-stats';
import { formatDuration, meetsAnswerTarget } from '@/lib/incidents/answer-time';

/**
 * Call Centre Spain's answer times over the last 30 days (computed by the database): p50, p95 and
 * the share answered within 60 s against the UK telecare standard (97.5%).
 */
export function AnswerStatsPanel({ stats }: { stats: AnswerStats | null }) {
  const t = useTranslations('AdminAlarms.stats');
  const format = useFormatter();
  const seconds = (value: number | null) => (value === null ? '—' : formatDuration(value));
  const share = stats?.shareWithin60s ?? null;

  return (
    <section aria-labelledby="answer-stats" className="flex flex-col gap-3 rounded-lg border border-border p-4" data-testid="answer-stats">
      <h2 id="answer-stats" className="text-xl font-semibold">
        {t('title', { days: stats?.days ?? ANSWER_STATS_DAYS })}
      </h2>
      <p className="text-sm text-muted-foreground">{t('help')}</p>
      {stats === null ? (
        <p>{t('unavailable')}</p>
      ) : stats.alarms === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
            <div>
              <dt className="text-sm text-muted-foreground">{t('alarms')}</dt>
              <dd className="text-2xl font-bold" data-testid="answer-stats-alarms">{format.number(stats.alarms)}</dd>
            </div>
            <div>
              <dt className="text-sm text-muted-foreground">{t('p50')}</dt>
              <dd className="text-2xl font-bold" data-testid="answer-stats-p50">{seconds(stats.p50Seconds)}</dd>
            </div>
            <div>
              <dt className="text-sm text-muted-foreground">{t('p95')}</dt>
              <dd className="text-2xl font-bold" data-testid="answer-stats-p95">{seconds(stats.p95Seconds)}</dd>
            </div>
            <div>
              <dt className="text-sm text-muted-foreground">{t('within')}</dt>
              <dd className="text-2xl font-bold" data-testid="answer-stats-within">
                {share === null ? '—' : format.number(share, { style: 'percent', maximumFractionDigits: 1 })}
              </dd>
            </div>
          </dl>
          <p className="flex flex-wrap items-center gap-2 text-sm">
            {share !== null && (
              <Badge variant={meetsAnswerTarget(share) ? 'success' : 'warning'} data-testid="answer-stats-verdict">
                {meetsAnswerTarget(share) ? t('meets') : t('below')}
              </Badge>
            )}
            <span className="text-muted-foreground">{t('target')}</span>
          </p>
        </>
      )}
    </section>
  );
}
