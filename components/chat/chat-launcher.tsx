'use client';

import { Tooltip } from 'radix-ui';
import { useTranslations } from 'next-intl';
import { useChat } from './chat-launcher-context';
import { EmmaAvatar } from './emma-avatar';

/**
 * docs/product.md#routes-and-screens Emma chat launcher: floating top right, 'Customer Service', 'Online & Ready', a tooltip.
 * Inside the signed-in app shell it would sit on the page's first lines, which can never be
 * scrolled clear of it, so there it stacks above Devices & Settings instead; on phones there it
 * shrinks to Emma's badge (the words stay its name), so it hides no more than a thumb's width of
 * the page, never the middle of the SOS button (docs/product.md#app-shell).
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
            className="fixed top-24 right-4 z-30 in-app-shell:top-auto in-app-shell:bottom-[calc(var(--app-bottom-bar,0px)+4.25rem)] flex items-center gap-3 rounded-full border border-border bg-background py-2 pr-5 pl-2 text-left in-app-shell:max-md:p-1 shadow-lg transition-shadow hover:shadow-xl focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <EmmaAvatar />
            <span className="grid leading-tight in-app-shell:max-md:sr-only">
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
