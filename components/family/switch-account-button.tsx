'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useAuth } from '@/components/auth/auth-provider';
import { FormAlert } from '@/components/forms/form-alert';
import { Button } from '@/components/ui/button';
import { hardNavigate } from '@/lib/auth/navigate';

/**
 * Signed in with another address than the invited one: sign out here and go to sign-in, which
 * brings the person back to this invitation (`signInPath` carries it as `next`). If signing out
 * fails the button works again and says so, rather than spinning for ever.
 */
export function SwitchAccountButton({ signInPath }: { signInPath: string }) {
  const t = useTranslations('FamilyInvite');
  const { signOut } = useAuth();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  return (
    <>
      <Button
        type="button"
        variant="outline"
        loading={busy}
        onClick={async () => {
          setBusy(true);
          setFailed(false);
          try {
            await signOut('local');
          } catch {
            setBusy(false);
            setFailed(true);
            return;
          }
          // Busy until the new page loads.
          hardNavigate(signInPath);
        }}
      >
        {t('switchAccount')}
      </Button>
      {failed && <FormAlert tone="error">{t('problems.failed')}</FormAlert>}
    </>
  );
}
