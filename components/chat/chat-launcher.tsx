'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { useChat } from './chat-launcher-context';
import { EmmaAvatar } from './emma-avatar';

/** As Radix's tooltip did: a short wait before it shows, and a grace to move onto it. */
const SHOW_DELAY_MS = 300;
const HIDE_DELAY_MS = 150;

/**
 * docs/product.md#routes-and-screens Emma chat launcher: floating top right, 'Customer Service', 'Online & Ready', a tooltip.
 *
 * It is Emma's round badge (44 px) with a green "online" dot; 'Customer Service' and 'Online &
 * Ready' are its accessible name and show in the tooltip on hover or focus. It sits in the
 * floating buttons' rail (app/globals.css, --floating-rail) at the height of the header row, or on
 * phones in the header's row itself (in-dock), so it never covers a page's title or text at any
 * width (docs/product.md#app-shell).
 *
 * The tooltip is our own few lines rather than Radix's: the button never moves, so it needs no
 * positioning engine (Radix's brought about 13 kB gzip to every page's first load). It follows
 * WAI-ARIA's tooltip pattern and WCAG 1.4.13: shown on hover and focus, described by
 * aria-describedby, hoverable, and dismissed with Escape. Hovering or focusing the launcher also
 * starts loading the chat window, so it opens without a wait.
 */
export function ChatLauncher({ onIntent }: { onIntent?: () => void }) {
  const t = useTranslations('Chat');
  const { open, isOpen } = useChat();
  const tooltipId = useId();
  const [tooltip, setTooltip] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const later = (visible: boolean, delay: number) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setTooltip(visible), delay);
  };
  const show = (delay: number) => {
    onIntent?.();
    later(true, delay);
  };
  const hide = () => later(false, HIDE_DELAY_MS);
  const hideNow = () => {
    if (timer.current) clearTimeout(timer.current);
    setTooltip(false);
  };
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  return (
    <>
      <button
        type="button"
        onClick={() => {
          hideNow();
          open();
        }}
        onPointerEnter={() => show(SHOW_DELAY_MS)}
        onPointerLeave={hide}
        onFocus={() => show(0)}
        onBlur={hideNow}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && tooltip) hideNow();
        }}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-describedby={tooltip ? tooltipId : undefined}
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
      {tooltip && !isOpen && (
        <div
          role="tooltip"
          id={tooltipId}
          onPointerEnter={() => show(0)}
          onPointerLeave={hide}
          // Beside the launcher (top-2, 44 px wide, 6 px from the edge), 8 px to its left.
          className="fixed top-2 right-[3.625rem] z-50 grid max-w-60 gap-0.5 rounded-md bg-foreground px-3 py-2 text-sm text-background shadow-md print:hidden"
        >
          <span className="font-semibold">{t('launcherTitle')}</span>
          <span className="flex items-center gap-1.5 text-xs">
            <span aria-hidden="true" className="size-2 rounded-full bg-wellness" />
            {t('launcherStatus')}
          </span>
          <span>{t('launcherTooltip')}</span>
        </div>
      )}
    </>
  );
}
