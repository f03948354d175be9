'use client';

import { useTranslations } from 'next-intl';
import type { SosEvent } from '@/lib/data/sos';
import { answerTime, formatDuration } from '@/lib/incidents/answer-time';

/** A call centre incident's answer time (raised → claimed), flagged when past 60 s. */
export function AnswerTimeValue({ event }: { event: Pick<SosEvent, 'started_at' | 'claimed_at' | 'resolved_at'> }) {
  const t = useTranslations('AdminAlarms.answer');
  const answer = answerTime(event);
  if (answer.kind === 'waiting') return <span data-testid="incident-answer-time">{t('waiting')}</span>;
  if (answer.kind === 'answered' && answer.inTime) {
    return <span data-testid="incident-answer-time">{t('answered', { duration: formatDuration(answer.seconds) })}</span>;
  }
  const text = answer.kind === 'answered' ? t('late', { duration: formatDuration(answer.seconds) }) : t('unanswered', { duration: formatDuration(answer.seconds) });
  return (
    <span data-testid="incident-answer-time" className={answer.kind === 'answered' || answer.counted ? 'font-semibold text-destructive' : undefined}>
      {text}
    </span>
  );
}
