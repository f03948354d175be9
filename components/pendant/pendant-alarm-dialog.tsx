'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { AlertDialog } from 'radix-ui';
import { Button } from '@/components/ui/button';
import { useReturnFocus } from '@/components/ui/use-return-focus';
import { cn } from '@/lib/cn';
import { startFallPrompt } from './fall-prompt';
import type { PendantAlarmState } from './use-pendant-alarm';

type Props = {
  state: PendantAlarmState;
  onCancel(): void;
  onRaiseNow(): void;
  /** The fall's spoken and sounded prompt; tests hand in a spy. */
  startPrompt?: (text: string, lang: string) => () => void;
};

/**
 * The countdown before the pendant raises an alarm (docs/pendant-protocol.md#what-the-app-does):
 * a Radix alertdialog, so focus moves to Cancel at once (Radix focuses the Cancel part), stays
 * inside, and Escape cancels too. A fall asks "Are you OK?" in large type and out loud, again
 * and again, for longer. Above every other dialog (z-60): it may open over the Device
 * Connections panel (the simulator's buttons) or over whatever page the member is on.
 */
export function PendantAlarmDialog({ state, onCancel, onRaiseNow, startPrompt = startFallPrompt }: Props) {
  const t = useTranslations('PendantAlarm');
  const locale = useLocale();
  const open = state.phase !== 'idle';
  const fall = state.phase !== 'idle' && state.source === 'fall';
  const counting = state.phase === 'counting';
  const promptText = t('fall.title');
  // No Radix trigger opened it (a pendant did): focus goes back to where it was, if still there.
  const returnFocus = useReturnFocus();

  useEffect(() => {
    if (!fall || !counting) return;
    return startPrompt(promptText, locale);
  }, [fall, counting, promptText, locale, startPrompt]);

  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        // Cancel and Escape close it; the countdown's end and "Send now" close it by themselves.
        if (!next) onCancel();
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-foreground/70" />
        <AlertDialog.Content
          {...returnFocus}
          data-testid="pendant-alarm"
          data-source={state.phase === 'idle' ? undefined : state.source}
          className={cn(
            'fixed top-1/2 left-1/2 z-[60] grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4',
            'max-h-[calc(100dvh-2rem)] overflow-y-auto rounded-card border-4 border-emergency bg-background p-6 text-center text-foreground shadow-xl',
          )}
        >
          <AlertDialog.Title className={cn('font-bold leading-tight', fall ? 'text-3xl sm:text-4xl' : 'text-2xl')}>
            {fall ? t('fall.title') : t('button.title')}
          </AlertDialog.Title>
          <AlertDialog.Description className="text-base">
            {state.phase === 'raising' ? t('sending') : fall ? t('fall.description') : t('button.description')}
          </AlertDialog.Description>

          {state.phase === 'counting' && (
            <p role="timer" className="text-4xl font-bold tabular-nums text-emergency sm:text-5xl" data-testid="pendant-alarm-seconds">
              {t('secondsLeft', { seconds: state.secondsLeft })}
            </p>
          )}
          {state.phase === 'counting' && <p className="text-sm text-muted-foreground">{t('holdToCancel')}</p>}

          <div className="grid gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="wellness" size="xl" disabled={state.phase === 'raising'}>
                {fall ? t('fall.cancel') : t('button.cancel')}
              </Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button
                variant="emergency"
                size="lg"
                loading={state.phase === 'raising'}
                onClick={(event) => {
                  // Radix would close the dialog (read as a cancel); it closes once the alarm is stored.
                  event.preventDefault();
                  onRaiseNow();
                }}
              >
                {t('sendNow')}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
