import { useTranslations } from 'next-intl';

/**
 * The words for a problem of a family action (familyProblem), a key under FamilyCarers.problems.
 * An answer the page does not know yet (a status added to an action later) still reads as a
 * failure in words, never as a raw key.
 */
export function useFamilyProblemText() {
  const t = useTranslations('FamilyCarers.problems');
  return (problem: string) => (t.has(problem as never) ? t(problem as never) : t('failed'));
}
