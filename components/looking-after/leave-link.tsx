'use client';

import { useAction } from 'next-safe-action/hooks';
import { useTranslations } from 'next-intl';
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
  const leave = useAction(leaveLookedAfterLink, {
    onSuccess: () => {
      router.replace(routes.lookingAfter);
      router.refresh();
    },
  });
  // Still busy once left: the page is on its way back to the list.
  const busy = leave.isExecuting || leave.hasSucceeded;
  const error = leave.hasErrored ? actionErrorKey(leave.result) : null;
  const problem = leave.hasErrored ? (error === 'notFound' || error === 'signedOut' ? error : 'failed') : null;

  return (
    <DialogRoot
      onOpenChange={() => {
        if (leave.hasErrored) leave.reset();
      }}
    >
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
          <Button type="button" variant="destructive" loading={busy} onClick={() => leave.execute({ linkId })}>
            {t('leave.confirm')}
          </Button>
        </div>
      </DialogContent>
    </DialogRoot>
  );
}
