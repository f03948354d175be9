'use client';

import { useAction } from 'next-safe-action/hooks';
import { useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import { ConfirmDialog } from '@/components/forms/confirm-dialog';
import { FormSelect } from '@/components/forms/form-select';
import { LiveNotice, useLiveNotice } from '@/components/forms/live-notice';
import { useZodForm } from '@/components/forms/use-zod-form';
import { ZodForm } from '@/components/forms/zod-form';
import { Button } from '@/components/ui/button';
import { type ActionResultLike, actionErrorKey } from '@/lib/actions/action-result';
import { changeMemberRole } from '@/lib/actions/admin-members';
import { useRouter } from '@/lib/i18n/navigation';
import { type AdminMembersErrorKey, MEMBER_ROLES, type MemberRole, type RoleChangeInput, roleChangeSchema } from '@/lib/validation/admin-members';

const SELECT_ID = 'member-role';

type Problem = 'lastAdmin' | 'ownRole' | 'forbidden' | 'notFound' | 'failed';

type RoleAnswer = { hasSucceeded: boolean; hasErrored: boolean; result: ActionResultLike & { data?: { status: 'changed' | 'lastAdmin' | 'ownRole' } } };

/** What the dialog says after the last answer: the database's refusal, or the action's error in the dialog's words. */
function problemOf({ hasSucceeded, hasErrored, result }: RoleAnswer): Problem | null {
  if (hasSucceeded && result.data) return result.data.status === 'changed' ? null : result.data.status;
  if (!hasSucceeded && !hasErrored) return null;
  const error = actionErrorKey(result);
  return error === 'notFound' ? 'notFound' : error === 'forbidden' || error === 'signedOut' ? 'forbidden' : 'failed';
}

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
  const [notice, say] = useLiveNotice();
  const unchanged = chosen === role;
  const roleAction = useAction(changeMemberRole, {
    onSuccess: ({ data }) => {
      if (data?.status !== 'changed') return;
      say({ tone: 'info', text: t('role.changed', { name, role: t(`roles.${data.role}`) }) });
      router.refresh();
    },
  });
  const problem = problemOf(roleAction);

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
          confirmLabel={roleAction.isExecuting ? t('role.working') : t('role.confirm')}
          busy={roleAction.isExecuting}
          problem={problem && t(`role.${problem}`, { name })}
          onOpen={roleAction.reset}
          onConfirm={async () => {
            let done = false;
            await form.handleSubmit(async (values) => {
              // The dialog waits for the answer; a call that throws is the hook's 'failed'.
              const result = await roleAction.executeAsync(values).catch(() => undefined);
              done = result?.data?.status === 'changed';
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
