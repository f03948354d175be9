'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { ConfirmDialog } from '@/components/forms/confirm-dialog';
import { FormSelect } from '@/components/forms/form-select';
import { LiveNotice, useLiveNotice } from '@/components/forms/live-notice';
import { useZodForm } from '@/components/forms/use-zod-form';
import { ZodForm } from '@/components/forms/zod-form';
import { Button } from '@/components/ui/button';
import { actionErrorKey } from '@/lib/actions/action-result';
import { changeMemberRole } from '@/lib/actions/admin-members';
import { useRouter } from '@/lib/i18n/navigation';
import { type AdminMembersErrorKey, MEMBER_ROLES, type MemberRole, type RoleChangeInput, roleChangeSchema } from '@/lib/validation/admin-members';

const SELECT_ID = 'member-role';

type Problem = 'lastAdmin' | 'ownRole' | 'forbidden' | 'notFound' | 'failed';

/**
 * The member's role: pick user or admin, then confirm in a dialog ("keep" first and focused). The
 * database decides (RLS, the role guards) and the audit log records it; its two refusals, the last
 * admin and one's own admin role, are said in the admin's language inside the dialog. After a
 * change the page's data reloads, focus returns to the role field and the change is announced.
 */
export function RoleChange({ memberId, name, role }: { memberId: string; name: string; role: MemberRole }) {
  const t = useTranslations('AdminMembers');
  const router = useRouter();
  const form = useZodForm<RoleChangeInput, RoleChangeInput>(roleChangeSchema, { memberId, role });
  const chosen = useWatch({ control: form.control, name: 'role' });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [notice, say] = useLiveNotice();
  const unchanged = chosen === role;

  async function change(values: RoleChangeInput): Promise<boolean> {
    setBusy(true);
    setProblem(null);
    try {
      const result = await changeMemberRole(values).catch(() => undefined);
      const error = actionErrorKey(result);
      const answer = result?.data;
      if (error !== null || !answer) {
        setProblem(error === 'notFound' ? 'notFound' : error === 'forbidden' || error === 'signedOut' ? 'forbidden' : 'failed');
        return false;
      }
      if (answer.status !== 'changed') {
        setProblem(answer.status);
        return false;
      }
      say({ tone: 'info', text: t('role.changed', { name, role: t(`roles.${answer.role}`) }) });
      router.refresh();
      return true;
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <ZodForm form={form} onSubmit={() => undefined} errorText={(key) => t(`errors.${key as AdminMembersErrorKey}`)} className="flex flex-col gap-3">
        <FormSelect id={SELECT_ID} name="role" label={t('role.label', { name })} hint={t('role.hint')} options={MEMBER_ROLES.map((value) => ({ value, label: t(`roles.${value}`) }))} />
        {unchanged && <p className="text-sm text-muted-foreground">{t('role.unchanged')}</p>}
        <ConfirmDialog
          trigger={
            <Button type="button" variant="outline" className="self-start" disabled={unchanged} data-testid="role-change">
              {t('role.change')}
            </Button>
          }
          title={t('role.dialogTitle', { name })}
          body={t('role.dialogBody', { name, role: t(`roles.${chosen ?? role}`) })}
          closeLabel={t('role.close')}
          keepLabel={t('role.keep')}
          confirmLabel={busy ? t('role.working') : t('role.confirm')}
          busy={busy}
          problem={problem && t(`role.${problem}`, { name })}
          onOpen={() => setProblem(null)}
          onConfirm={async () => {
            let done = false;
            await form.handleSubmit(async (values) => {
              done = await change(values);
            })();
            return done;
          }}
          focusAfter={() => document.getElementById(SELECT_ID)}
        />
      </ZodForm>
      <LiveNotice notice={notice} />
    </div>
  );
}
