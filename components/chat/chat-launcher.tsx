'use client';

import { Tooltip } from 'radix-ui';
import { useTranslations } from 'next-intl';
import { useChat } from './chat-launcher-context';
import { EmmaAvatar } from './emma-avatar';

/** docs/product.md#routes-and-screens Emma chat launcher: floating top right, 'Customer Service', 'Online & Ready', a tooltip. */
export function ChatLauncher() {
  const t = useTranslations('Chat');
  const { open, isOpen } = useChat();
  return (
    <Tooltip.Provider delayDuration={300}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>
          <button
            type="button"
            onClick={open}
            aria-haspopup="dialog"
            aria-expanded={isOpen}
            data-testid="emma-launcher"
            className="fixed top-24 right-4 z-30 flex items-center gap-3 rounded-full border border-border bg-background py-2 pr-5 pl-2 text-left shadow-lg transition-shadow hover:shadow-xl focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <EmmaAvatar />
            <span className="grid leading-tight">
              <span className="text-sm font-semibold text-foreground">{t('launcherTitle')}</span>
              <span className="flex items-center gap-1.5 text-xs text-muted-foreground">
                <span aria-hidden="true" className="size-2 rounded-full bg-wellness" />
                {t('launcherStatus')}
              </span>
            </span>
          </button>
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            side="left"
            sideOffset={8}
            className="z-50 max-w-56 rounded-md bg-foreground px-3 py-2 text-sm text-background shadow-md"
          >
            {t('launcherTooltip')}
            <Tooltip.Arrow className="fill-foreground" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
