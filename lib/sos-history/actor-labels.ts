import type { getTranslations } from 'next-intl/server';

type Translate = Awaited<ReturnType<typeof getTranslations<'SosHistory'>>>;

/** The words for timeline actors in the member's language (page and exports alike). */
export function actorLabels(t: Translate) {
  return { you: t('actor.you'), system: t('actor.system'), callCentre: t('actor.callCentre'), formerContact: t('actor.formerContact') };
}
