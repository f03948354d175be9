'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { Button } from '@/components/ui/button';
import { hardNavigate } from '@/lib/auth/navigate';
import { createClient } from '@/lib/supabase/client';

/**
 * Removes the member's TOTP factor (the auth server asks for an aal2 session, which they have:
 * they passed it to get here), then refreshes the session so its token no longer claims a factor.
 */
export function TwoStepTurnOff({ factorId, then }: { factorId: string; then: string }) {
  const t = useTranslations('MemberDashboard.twoStep');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function turnOff() {
    setBusy(true);
    setFailed(false);
    const supabase = createClient();
    const { error } = await supabase.auth.mfa.unenroll({ factorId });
    if (error) {
      setBusy(false);
      setFailed(true);
      return;
    }
    await supabase.auth.refreshSession();
    hardNavigate(then);
  }

  return (
    <div className="flex flex-col items-start gap-3">
      {failed ? <FormAlert tone="error">{t('turnOffFailed')}</FormAlert> : null}
      {/* A long translation wraps instead of widening a 320 px page. */}
      <Button variant="outline" loading={busy} onClick={turnOff} wrap>
        {busy ? t('turningOff') : t('turnOff')}
      </Button>
    </div>
  );
}
