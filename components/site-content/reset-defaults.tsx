'use client';

import { useTranslations } from 'next-intl';
import { ConfirmDialog } from '@/components/forms/confirm-dialog';
import { Button } from '@/components/ui/button';

type Props = {
  /** The reset is running. */
  busy: boolean;
  /** Why the last reset did not work, said in the dialog; null otherwise. */
  problem: string | null;
  /** The dialog opened: what the last reset said is old news. */
  onOpen(): void;
  /** Saves the defaults; true when it was answered (the dialog then closes), false when it failed. */
  onReset(): Promise<boolean>;
  focusAfter(): HTMLElement | null;
};

/** "Reset to defaults", asked first: it changes every open homepage and drops unsaved edits. */
export function ResetDefaults({ busy, problem, onOpen, onReset, focusAfter }: Props) {
  const t = useTranslations('AdminContent');
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
      onOpen={onOpen}
      onConfirm={onReset}
      focusAfter={focusAfter}
    />
  );
}
