'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/forms/confirm-dialog';
import { Button } from '@/components/ui/button';

type Props = {
  /** Saves the defaults; answers a message for the dialog when it did not work, else null. */
  onReset(): Promise<string | null>;
  focusAfter(): HTMLElement | null;
};

/** "Reset to defaults", asked first: it changes every open homepage and drops unsaved edits. */
export function ResetDefaults({ onReset, focusAfter }: Props) {
  const t = useTranslations('AdminContent');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" wrap className="self-start">
          {t('reset.button')}
        </Button>
      }
      title={t('reset.dialogTitle')}
      body={t('reset.body')}
      closeLabel={t('versions.close')}
      keepLabel={t('versions.keep')}
      confirmLabel={t('reset.confirm')}
      busy={busy}
      problem={problem}
      onOpen={() => setProblem(null)}
      onConfirm={async () => {
        setBusy(true);
        const failure = await onReset();
        setBusy(false);
        setProblem(failure);
        return failure === null;
      }}
      focusAfter={focusAfter}
    />
  );
}
