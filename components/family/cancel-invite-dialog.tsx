'use client';

import { useAction } from 'next-safe-action/hooks';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { ConfirmDialog } from '@/components/forms/confirm-dialog';
import { Button } from '@/components/ui/button';
import { cancelFamilyInvite } from '@/lib/actions/family';
import type { SentInvite } from '@/lib/data/family-links';
import { familyDone, familyProblem } from './family-answer';
import { useFamilyNotice } from './family-notice';
import { useFamilyProblemText } from './problem-text';
import { INVITES_HEADING_ID, sectionHeading } from './section-headings';

const CANCELLED = ['cancelled'] as const;

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
  const router = useRouter();
  const cancel = useAction(cancelFamilyInvite);
  const problem = familyProblem(cancel, CANCELLED);
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
      busy={cancel.isPending}
      problem={problem && problemText(problem)}
      onOpen={cancel.reset}
      onConfirm={async () => {
        if (!(await familyDone(cancel.executeAsync({ inviteId: invite.id }), CANCELLED))) return false;
        router.refresh();
        notice({ tone: 'info', text: t('notices.inviteCancelled', { email, state }) });
        return true;
      }}
      focusAfter={() => sectionHeading(INVITES_HEADING_ID)}
    />
  );
}
