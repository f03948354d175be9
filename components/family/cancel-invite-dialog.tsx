'use client';

import { useTranslations } from 'next-intl';
import { ConfirmDialog } from '@/components/forms/confirm-dialog';
import { Button } from '@/components/ui/button';
import { cancelFamilyInvite } from '@/lib/actions/family';
import type { SentInvite } from '@/lib/data/family-links';
import { useFamilyNotice } from './family-notice';
import { useFamilyProblemText } from './problem-text';
import { INVITES_HEADING_ID, sectionHeading } from './section-headings';
import { useFamilyAction } from './use-family-action';

type Props = { invite: Pick<SentInvite, 'id' | 'email' | 'state'>; describedBy: string };

/**
 * "Cancel invitation" (or "Remove" a declined or expired one), confirmed first: it cannot be
 * undone, only a new invitation replaces it. The row then disappears, so focus goes to the
 * section's heading and the page says it was done.
 */
export function CancelInviteDialog({ invite, describedBy }: Props) {
  const t = useTranslations('FamilyCarers');
  const problemText = useFamilyProblemText();
  const notice = useFamilyNotice();
  const cancel = useFamilyAction(cancelFamilyInvite, ['cancelled']);
  const { email, state } = invite;
  const label = t(state === 'pending' ? 'invites.cancel' : 'invites.remove');
  return (
    <ConfirmDialog
      trigger={
        <Button type="button" variant="outline" aria-describedby={describedBy}>
          {label}
        </Button>
      }
      title={t('cancelInvite.title', { email, state })}
      body={t('cancelInvite.body', { email, state })}
      closeLabel={t('close')}
      keepLabel={t('cancelInvite.keep')}
      confirmLabel={label}
      busy={cancel.busy}
      problem={cancel.problem && problemText(cancel.problem)}
      onOpen={cancel.clearProblem}
      onConfirm={async () => {
        if (!(await cancel.run({ inviteId: invite.id }))) return false;
        notice({ tone: 'info', text: t('notices.inviteCancelled', { email, state }) });
        return true;
      }}
      focusAfter={() => sectionHeading(INVITES_HEADING_ID)}
    />
  );
}
