'use client';

import { useTranslations } from 'next-intl';
import { ConfirmDialog } from '@/components/forms/confirm-dialog';
import { Button } from '@/components/ui/button';
import { setFamilyLinkStatus } from '@/lib/actions/family';
import { useFamilyNotice } from './family-notice';
import { useFamilyProblemText } from './problem-text';
import { PROTECTORS_HEADING_ID, sectionHeading } from './section-headings';
import { useFamilyAction } from './use-family-action';

/**
 * "Revoke", confirmed first ("Keep access" first and focused): it ends the access at once and for
 * good; only a new invitation the person accepts gives them access again. Afterwards the card
 * moves into the folded history, so focus goes to the section's heading and the page says it.
 */
export function RevokeDialog({ linkId, name }: { linkId: string; name: string }) {
  const t = useTranslations('FamilyCarers');
  const problemText = useFamilyProblemText();
  const notice = useFamilyNotice();
  const revoke = useFamilyAction(setFamilyLinkStatus, ['revoked']);
  return (
    <ConfirmDialog
      trigger={
        <Button type="button" variant="outline" className="text-destructive">
          {t('link.revoke')}
        </Button>
      }
      title={t('revoke.title', { name })}
      body={t('revoke.body', { name })}
      closeLabel={t('close')}
      keepLabel={t('revoke.keep')}
      confirmLabel={revoke.busy ? t('revoke.working') : t('revoke.confirm')}
      busy={revoke.busy}
      problem={revoke.problem && problemText(revoke.problem)}
      onOpen={revoke.clearProblem}
      onConfirm={async () => {
        if (!(await revoke.run({ linkId, status: 'revoked' }))) return false;
        notice({ tone: 'info', text: t('notices.revoked', { name }) });
        return true;
      }}
      focusAfter={() => sectionHeading(PROTECTORS_HEADING_ID)}
    />
  );
}
