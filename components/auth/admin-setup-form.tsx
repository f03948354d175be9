'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { type AdminSetupState, setUpFirstAdmin } from '@/lib/actions/auth-admin-setup';
import { hardNavigate } from '@/lib/auth/navigate';
import { FormAlert } from './form-alert';
import { FormField } from './form-field';

const MESSAGE = {
  success: 'success',
  wrongToken: 'wrongToken',
  adminExists: 'adminExists',
  disabled: 'disabled',
  failed: 'failed',
  signedOut: 'failed',
} as const;

/** /admin-setup: the setup code form. The server decides everything; this shows the outcome. */
export function AdminSetupForm({ adminHref }: { adminHref: string }) {
  const t = useTranslations('AdminSetup');
  const [state, action, pending] = useActionState<AdminSetupState, FormData>(setUpFirstAdmin, { outcome: null });
  const outcome = state.outcome;

  if (outcome === 'success') {
    return (
      <div className="flex flex-col gap-4">
        <FormAlert tone="info">{t('success')}</FormAlert>
        {/* A full load, so the new role is read afresh everywhere. */}
        <Button onClick={() => hardNavigate(adminHref)}>{t('openAdmin')}</Button>
      </div>
    );
  }

  return (
    <form action={action} className="flex flex-col gap-4">
      {outcome && outcome !== 'invalid' ? <FormAlert tone="error">{t(MESSAGE[outcome])}</FormAlert> : null}
      <FormField
        id="admin-setup-token"
        name="token"
        type="password"
        autoComplete="off"
        required
        label={t('tokenLabel')}
        error={outcome === 'invalid' ? t('tokenRequired') : undefined}
      />
      <Button type="submit" loading={pending}>
        {pending ? t('submitting') : t('submit')}
      </Button>
    </form>
  );
}
