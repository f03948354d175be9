'use client';

import { useAction } from 'next-safe-action/hooks';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { resendFamilyInvite } from '@/lib/actions/family';
import type { SentInvite } from '@/lib/data/family-links';
import type { Locale } from '@/lib/i18n/routing';
import { CancelInviteDialog } from './cancel-invite-dialog';
import { familyDone, familyProblem } from './family-answer';
import { GrantSummary } from './grant-summary';
import { InviteAccessEnd } from './invite-access-end';
import { Moment } from './moment';
import { useFamilyProblemText } from './problem-text';

const SENT = ['sent'] as const;

/**
 * One invitation not accepted: to whom, as what, what it grants, when it was sent and until when
 * it can be accepted. Pending or expired: send again (new link, 7 more days). Any: cancel or
 * remove, confirmed first. A declined one says so. Each button is described by the address, since
 * every row has the same buttons.
 */
export function InviteRow({ invite }: { invite: SentInvite }) {
  const t = useTranslations('FamilyCarers');
  const locale = useLocale() as Locale;
  const problemText = useFamilyProblemText();
  const router = useRouter();
  const resend = useAction(resendFamilyInvite.bind(null, locale));
  const problem = familyProblem(resend, SENT);
  const [resent, setResent] = useState(false);
  const emailId = `invite-${invite.id}-email`;
  return (
    <li className="grid gap-2 rounded-lg border border-border p-4" data-testid="family-invite" data-state={invite.state}>
      <div className="flex flex-wrap items-center gap-2">
        <span id={emailId} className="min-w-0 font-medium break-all">
          {invite.email}
        </span>
        <Badge variant={invite.state === 'pending' ? 'outline' : 'secondary'}>{t(`invites.states.${invite.state}`)}</Badge>
      </div>
      <p className="text-sm text-muted-foreground">
        {t(`form.roles.${invite.role}`)}
        {invite.relationship ? ` · ${invite.relationship}` : ''}
      </p>
      <GrantSummary grant={invite} />
      <p className="text-sm">
        <InviteAccessEnd invite={invite} />
      </p>
      <p className="text-sm text-muted-foreground">
        {t('invites.sent')} <Moment iso={invite.last_sent_at} />
        {invite.state === 'pending' && (
          <>
            {' · '}
            {t('invites.validUntil')} <Moment iso={invite.expires_at} />
          </>
        )}
        {invite.state === 'declined' && invite.declined_at && (
          <>
            {' · '}
            {t('invites.declinedAt')} <Moment iso={invite.declined_at} />
          </>
        )}
      </p>
      <div className="flex flex-wrap gap-3">
        {invite.state !== 'declined' && (
          <Button
            type="button"
            variant="outline"
            aria-describedby={emailId}
            loading={resend.isPending}
            onClick={async () => {
              setResent(false);
              const done = await familyDone(resend.executeAsync({ inviteId: invite.id }), SENT);
              // Read the list again whatever the answer: a resend whose e-mail failed may still have
              // replaced the link (the old one then no longer works), and the row must show what is true now.
              router.refresh();
              if (done) setResent(true);
            }}
          >
            {t('invites.resend')}
          </Button>
        )}
        <CancelInviteDialog invite={invite} describedBy={emailId} />
      </div>
      {resent && <FormAlert tone="info">{t('invites.resent', { email: invite.email })}</FormAlert>}
      {problem && <FormAlert tone="error">{problemText(problem)}</FormAlert>}
    </li>
  );
}
