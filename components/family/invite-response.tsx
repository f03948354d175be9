'use client';

import { useAction } from 'next-safe-action/hooks';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/forms/confirm-dialog';
import { FormAlert } from '@/components/forms/form-alert';
import { Button } from '@/components/ui/button';
import { useFocusOnShow } from '@/components/ui/use-focus-on-show';
import { actionErrorKey, type ActionResultLike } from '@/lib/actions/action-result';
import { acceptFamilyInvite, declineFamilyInvite } from '@/lib/actions/family';
import { hardNavigate } from '@/lib/auth/navigate';
import { getPathname } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { routes } from '@/lib/routes';

type Problem = 'invalid' | 'otherEmail' | 'ownInvite' | 'signedOut' | 'failed';

type Run = { hasErrored: boolean; hasSucceeded: boolean; result: ActionResultLike & { data?: { status: string } } };

/** What to say after the last accept or decline (useAction's state); null while idle, running or once taken. */
function responseProblem({ hasErrored, hasSucceeded, result }: Run): Problem | null {
  // Signed out, any other refusal, or no answer at all (a call that threw leaves an empty result).
  if (hasErrored) return actionErrorKey(result) === 'signedOut' ? 'signedOut' : 'failed';
  const status = hasSucceeded ? result.data?.status : undefined;
  if (!hasSucceeded || status === 'accepted' || status === 'declined') return null;
  return status === 'invalid' || status === 'otherEmail' || status === 'ownInvite' ? status : 'failed';
}

/**
 * Accept or decline an invitation. Accepting leads to "People I look after", where the new access
 * shows. Declining cannot be undone (the link stops working), so it asks first, "keep" focused;
 * then the answer replaces the buttons and takes the focus, so it is read out. `canAccept` is
 * false for a visitor who is not signed in as the invited address: they may still decline.
 */
export function InviteResponse({ token, canAccept }: { token: string; canAccept: boolean }) {
  const t = useTranslations('FamilyInvite');
  const locale = useLocale() as Locale;
  const accept = useAction(acceptFamilyInvite);
  const decline = useAction(declineFamilyInvite);
  // Accepting leaves the page with a full load: the buttons stay busy until it is gone.
  const [leaving, setLeaving] = useState(false);
  const [declined, setDeclined] = useState(false);
  const busy = leaving || accept.isPending ? 'accept' : decline.isPending ? 'decline' : null;
  // Said where it was asked: a failed decline inside its dialog, a failed accept under the buttons.
  const acceptProblem = responseProblem(accept);
  const declineProblem = responseProblem(decline);
  const done = useFocusOnShow<HTMLDivElement>(declined);

  /** True when the answer was taken (accepting then leaves the page). */
  async function respond(kind: 'accept' | 'decline'): Promise<boolean> {
    // One problem at a time: a new answer clears what the other one said.
    (kind === 'accept' ? decline : accept).reset();
    const result = await (kind === 'accept' ? accept : decline).executeAsync({ token }).catch(() => null);
    const status = result && actionErrorKey(result) === null ? result.data?.status : undefined;
    if (status === 'accepted') {
      setLeaving(true);
      // A full load: the app shell and "People I look after" then read the new link.
      hardNavigate(getPathname({ href: routes.lookingAfter, locale }));
      return true;
    }
    if (status === 'declined') {
      setDeclined(true);
      return true;
    }
    return false;
  }

  if (declined) {
    return (
      <div ref={done} tabIndex={-1} className="rounded-md border border-border bg-muted px-4 py-3 text-sm focus:outline-none" data-testid="invite-declined">
        {t('declined')}
      </div>
    );
  }
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-3">
        {canAccept && (
          <Button type="button" variant="guardian" loading={busy === 'accept'} disabled={busy !== null} onClick={() => respond('accept')}>
            {busy === 'accept' ? t('accepting') : t('accept')}
          </Button>
        )}
        <ConfirmDialog
          trigger={
            <Button type="button" variant="outline" disabled={busy !== null}>
              {t('decline')}
            </Button>
          }
          title={t('declineConfirm.title')}
          body={t('declineConfirm.body')}
          closeLabel={t('declineConfirm.close')}
          keepLabel={t('declineConfirm.keep')}
          confirmLabel={busy === 'decline' ? t('declining') : t('decline')}
          busy={busy === 'decline'}
          problem={declineProblem && t(`problems.${declineProblem}`)}
          onOpen={() => {
            accept.reset();
            decline.reset();
          }}
          onConfirm={() => respond('decline')}
          focusAfter={() => done.current}
        />
      </div>
      {acceptProblem && <FormAlert tone="error">{t(`problems.${acceptProblem}`)}</FormAlert>}
    </div>
  );
}
