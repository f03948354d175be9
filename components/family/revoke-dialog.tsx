'use client';

import { useAction } from 'next-safe-action/hooks';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { ConfirmDialog } from '@/components/forms/confirm-dialog';
import { Button } from '@/components/ui/button';
import { setFamilyLinkStatus } from '@/lib/actions/family';
import { familyDone, familyProblem } from './family-answer';
import { useFamilyNotice } from './family-notice';
import { useFamilyProblemText } from './problem-text';
import { PROTECTORS_HEADING_ID, sectionHeading } from './section-headings';

const REVOKED = ['revoked'] as const;

/**
 * "Revoke", confirmed first ("Keep access" first and focused): it ends the access at once and for
 * good; only a new invitation the person accepts gives them access again. Afterwards the card
 * moves into the folded history, so focus goes to the section's heading and the page says it.
 */
export function RevokeDialog({ linkId, name }: { linkId: string; name: string }) {
  const t = useTranslations('FamilyCarers');
  const problemText = useFamilyProblemText();
  const notice = useFamilyNotice();
  const router = useRouter();
  const revoke = useAction(setFamilyLinkStatus);
  const problem = familyProblem(revoke, REVOKED);
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
      confirmLabel={revoke.isPending ? t('revoke.working') : t('revoke.confirm')}
      busy={revoke.isPending}
      problem={problem && problemText(problem)}
      onOpen={revoke.reset}
      onConfirm={async () => {
        if (!(await familyDone(revoke.executeAsync({ linkId, status: 'revoked' }), REVOKED))) return false;
        router.refresh();
        notice({ tone: 'info', text: t('notices.revoked', { name }) });
        return true;
      }}
      focusAfter={() => sectionHeading(PROTECTORS_HEADING_ID)}
    />
  );
}
