'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/forms/confirm-dialog';
import { FormAlert } from '@/components/forms/form-alert';
import { Button } from '@/components/ui/button';
import { useFocusOnShow } from '@/components/ui/use-focus-on-show';
import { actionErrorKey } from '@/lib/actions/action-result';
import { acceptFamilyInvite, declineFamilyInvite } from '@/lib/actions/family';
import { hardNavigate } from '@/lib/auth/navigate';
import { getPathname } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { routes } from '@/lib/routes';

type Problem = 'invalid' | 'otherEmail' | 'ownInvite' | 'signedOut' | 'failed';

/**
 * Accept or decline an invitation. Accepting leads to "People I look after", where the new access
 * shows. Declining cannot be undone (the link stops working), so it asks first, "keep" focused;
 * then the answer replaces the buttons and takes the focus, so it is read out. `canAccept` is
 * false for a visitor who is not signed in as the invited address: they may still decline.
 */
export function InviteResponse({ token, canAccept }: { token: string; canAccept: boolean }) {
  const t = useTranslations('FamilyInvite');
  const locale = useLocale() as Locale;
  const [busy, setBusy] = useState<'accept' | 'decline' | null>(null);
  const [declined, setDeclined] = useState(false);
  // Said where it was asked: a failed decline inside its dialog, a failed accept under the buttons.
  const [problem, setProblem] = useState<{ kind: 'accept' | 'decline'; key: Problem } | null>(null);
  const done = useFocusOnShow<HTMLDivElement>(declined);

  /** True when the answer was taken (accepting then leaves the page). */
  async function respond(kind: 'accept' | 'decline'): Promise<boolean> {
    setBusy(kind);
    setProblem(null);
    const result = await (kind === 'accept' ? acceptFamilyInvite({ token }) : declineFamilyInvite({ token })).catch(() => undefined);
    const error = actionErrorKey(result);
    const status = result?.data?.status;
    if (!error && status === 'accepted') {
      // A full load: the app shell and "People I look after" then read the new link.
      hardNavigate(getPathname({ href: routes.lookingAfter, locale }));
      return true;
    }
    setBusy(null);
    if (!error && status === 'declined') {
      setDeclined(true);
      return true;
    }
    const key = error ? (error === 'signedOut' ? 'signedOut' : 'failed') : status === 'invalid' || status === 'otherEmail' || status === 'ownInvite' ? status : 'failed';
    setProblem({ kind, key });
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
          problem={problem?.kind === 'decline' ? t(`problems.${problem.key}`) : null}
          onOpen={() => setProblem(null)}
          onConfirm={() => respond('decline')}
          focusAfter={() => done.current}
        />
      </div>
      {problem?.kind === 'accept' && <FormAlert tone="error">{t(`problems.${problem.key}`)}</FormAlert>}
    </div>
  );
}
