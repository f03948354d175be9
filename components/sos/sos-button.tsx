'use client';

import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { cn } from '@/lib/cn';

/** Hydration is the only change, so there is nothing to subscribe to. */
const noSubscription = () => () => {};

/**
 * The one large SOS button: a native button (Enter and Space work, focus is visible), named
 * "Send SOS" for screen readers, with what it does as its description.
 */
export function SosButton({ onPress, disabled }: { onPress: () => void; disabled?: boolean }) {
  const t = useTranslations('Sos');
  // data-hydrated: absent in the server HTML, set once React has hydrated the button; what
  // `npm run bench:phone` reads (issue 48). "Tappable" = visible, enabled and hydrated,
  // so a tap does something. False on the server and in the hydrating render, true after it: React
  // re-renders once hydrated, as a state set in an effect would (which the lint rule refuses).
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  return (
    <div className="flex flex-col items-center gap-3">
      <button
        type="button"
        onClick={onPress}
        // Disabled until hydrated: the page is shown before its code runs (components/auth/protected-gate.tsx),
        // and a button that looks ready must never swallow a tap.
        disabled={disabled || !hydrated}
        aria-describedby="sos-button-help"
        data-hydrated={hydrated || undefined}
        className={cn(
          'flex size-56 flex-col items-center justify-center rounded-full bg-emergency text-white shadow-xl ring-8 ring-emergency/20 transition sm:size-64',
          'hover:brightness-110 focus-visible:outline-4 focus-visible:outline-offset-4 focus-visible:outline-emergency active:scale-95',
          'disabled:cursor-not-allowed disabled:opacity-60',
        )}
      >
        <span className="text-6xl font-black tracking-wider" aria-hidden="true">
          SOS
        </span>
        <span className="sr-only">{t('button')}</span>
        <span className="mt-2 text-sm font-medium" aria-hidden="true">
          {t('buttonHint')}
        </span>
      </button>
      <p id="sos-button-help" className="max-w-sm text-center text-sm text-muted-foreground">
        {t('buttonHelp')}
      </p>
    </div>
  );
}
