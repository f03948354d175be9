'use client';

import { Tooltip } from 'radix-ui';
import { useTranslations } from 'next-intl';
import { useChat } from './chat-launcher-context';
import { EmmaAvatar } from './emma-avatar';

/**
 * docs/product.md#routes-and-screens Emma chat launcher: floating top right, 'Customer Service', 'Online & Ready', a tooltip.
 *
 * It is Emma's round badge (44 px) with a green "online" dot; 'Customer Service' and 'Online &
 * Ready' are its accessible name and show in the tooltip on hover or focus. It sits in the
 * floating buttons' rail (app/globals.css, --floating-rail) at the height of the header row, or on
 * phones in the header's row itself (in-dock), so it never covers a page's title or text at any
 * width (docs/product.md#app-shell).
 */
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
            data-floating-button
            className="fixed top-2 right-1.5 z-[45] flex size-11 items-center justify-center rounded-full bg-background shadow-lg transition-shadow hover:shadow-xl focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring print:hidden"
          >
            <span className="relative">
              <EmmaAvatar />
              <span aria-hidden="true" className="absolute right-0 bottom-0 size-3 rounded-full bg-wellness ring-2 ring-background" />
            </span>
            <span className="sr-only">
              {t('launcherTitle')}, {t('launcherStatus')}
            </span>
          </button>
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            side="left"
            sideOffset={8}
            collisionPadding={8}
            className="z-50 grid max-w-60 gap-0.5 rounded-md bg-foreground px-3 py-2 text-sm text-background shadow-md"
          >
            <span className="font-semibold">{t('launcherTitle')}</span>
            <span className="flex items-center gap-1.5 text-xs">
              <span aria-hidden="true" className="size-2 rounded-full bg-wellness" />
              {t('launcherStatus')}
            </span>
            <span>{t('launcherTooltip')}</span>
            <Tooltip.Arrow className="fill-foreground" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
