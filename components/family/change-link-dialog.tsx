'use client';

import { useAction } from 'next-safe-action/hooks';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { FormSubmitButton } from '@/components/forms/form-submit-button';
import { useZodForm } from '@/components/forms/use-zod-form';
import { ZodForm } from '@/components/forms/zod-form';
import { Button } from '@/components/ui/button';
import { DialogContent, DialogDescription, DialogRoot, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { changeFamilyLink } from '@/lib/actions/family';
import type { ProtectorLink } from '@/lib/data/family-links';
import { familyLinkChangeSchema, type FamilyLinkChangeInput } from '@/lib/validation/family';
import { familyDone, familyProblem } from './family-answer';
import { useFamilyNotice } from './family-notice';
import { GrantFields } from './grant-fields';
import { useFamilyProblemText } from './problem-text';

type Link = Pick<ProtectorLink, 'id' | 'relationship' | 'role' | 'receive_sos_alerts' | 'location_access' | 'view_medical' | 'view_device_status' | 'view_activity' | 'expires_at'>;

const CHANGED = ['changed'] as const;

function initialValues(link: Link): FamilyLinkChangeInput {
  return {
    linkId: link.id,
    relationship: link.relationship ?? '',
    role: link.role,
    receiveSosAlerts: link.receive_sos_alerts,
    locationAccess: link.location_access,
    viewMedical: link.view_medical,
    viewDeviceStatus: link.view_device_status,
    viewActivity: link.view_activity,
    accessEnd: link.expires_at ? 'keep' : 'never',
    accessEndsAt: '',
  };
}

/** "Change": the link's role, relationship, permissions and end of access, in a dialog. */
export function ChangeLinkDialog({ link, name }: { link: Link; name: string }) {
  const t = useTranslations('FamilyCarers');
  const [open, setOpen] = useState(false);
  const form = useZodForm(familyLinkChangeSchema, initialValues(link));
  const router = useRouter();
  const change = useAction(changeFamilyLink);
  const problem = familyProblem(change, CHANGED);
  const problemText = useFamilyProblemText();
  const notice = useFamilyNotice();

  return (
    <DialogRoot
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          form.reset(initialValues(link));
          change.reset();
        }
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" variant="outline">
          {t('link.change')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('close')}>
        <DialogTitle>{t('change.title', { name })}</DialogTitle>
        <DialogDescription>{t('change.lead')}</DialogDescription>
        <ZodForm
          form={form}
          errorText={(key) => t(`errors.${key as 'email'}`)}
          className="grid gap-5"
          onSubmit={async (values) => {
            if (!(await familyDone(change.executeAsync(values), CHANGED))) return;
            router.refresh();
            setOpen(false);
            notice({ tone: 'info', text: t('notices.changed', { name }) });
          }}
        >
          <GrantFields idPrefix={`change-${link.id}`} mode="change" currentEnd={link.expires_at} />
          {problem && <FormAlert tone="error">{problemText(problem)}</FormAlert>}
          <FormSubmitButton label={t('change.save')} pendingLabel={t('change.saving')} variant="guardian" className="justify-self-start" />
        </ZodForm>
      </DialogContent>
    </DialogRoot>
  );
}
