import { useTranslations } from 'next-intl';
import { FormAlert } from '@/components/forms/form-alert';
import { LocalMoment } from '@/components/ui/local-moment';
import type { ReadProblem } from './logged-read';

/**
 * Why a read was refused, in words: "Your access ended on …" (to the second, in the reader's own
 * zone, named: the same moment the page's access line shows), paused, not shared, or a failure.
 */
export function ReadProblemAlert({ problem }: { problem: ReadProblem }) {
  const t = useTranslations('LookingAfter');
  const text =
    problem.kind === 'ended'
      ? t.rich('endedNotice', { date: () => <LocalMoment iso={problem.endedAt} /> })
      : problem.kind === 'paused'
        ? t('errors.paused')
        : t(`errors.${problem.key}`);
  return (
    <FormAlert tone="error">
      <span data-testid="read-problem" data-kind={problem.kind}>
        {text}
      </span>
    </FormAlert>
  );
}
