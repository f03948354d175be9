'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogContent, DialogDescription, DialogRoot, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { actionErrorKey } from '@/lib/actions/action-result';
import { leaveLookedAfterLink } from '@/lib/actions/looking-after';
import { useRouter } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routes';

/**
 * "Leave": the family member or carer ends their link after confirming ("Stay" first, so it is
 * the one focused). Only a new invitation from the member reopens it, which the dialog says.
 * Afterwards they go back to the list.
 */
export function LeaveLink({ linkId, name }: { linkId: string; name: string }) {
  const t = useTranslations('LookingAfter');
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<'notFound' | 'signedOut' | 'failed' | null>(null);

  async function leave() {
    setBusy(true);
    setProblem(null);
    const result = await leaveLookedAfterLink({ linkId }).catch(() => undefined);
    const error = actionErrorKey(result);
    if (error === null) {
      router.replace(routes.lookingAfter);
      router.refresh();
      return;
    }
    setBusy(false);
    setProblem(error === 'notFound' || error === 'signedOut' ? error : 'failed');
  }

  return (
    <DialogRoot onOpenChange={() => setProblem(null)}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" className="justify-self-start">
          {t('leave.button')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('leave.close')}>
        <DialogTitle>{t('leave.title', { name })}</DialogTitle>
        <DialogDescription>{t('leave.body', { name })}</DialogDescription>
        {problem && <FormAlert tone="error">{t(`errors.${problem}`)}</FormAlert>}
        <div className="flex flex-wrap gap-3">
          <DialogClose asChild>
            <Button type="button" variant="outline">
              {t('leave.keep')}
            </Button>
          </DialogClose>
          <Button type="button" variant="destructive" loading={busy} onClick={leave}>
            {t('leave.confirm')}
          </Button>
        </div>
      </DialogContent>
    </DialogRoot>
  );
}
