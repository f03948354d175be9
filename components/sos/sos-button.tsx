'use client';

import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { cn } from '@/lib/cn';
import { EARLY_TAP_SCRIPT } from '@/lib/sos/early-tap';

/** Hydration is the only change, so there is nothing to subscribe to. */
const noSubscription = () => () => {};

type Props = {
  onPress: () => void;
  disabled?: boolean;
  /**
   * The page's script nonce: the server HTML then carries the early handler (lib/sos/early-tap.ts),
   * which makes a tap work before React has hydrated the button. /sos only.
   */
  earlyTapNonce?: string;
};

/**
 * The one large SOS button: a native button (Enter and Space work, focus is visible), named
 * "Send SOS" for screen readers, with what it does as its description.
 */
export function SosButton({ onPress, disabled, earlyTapNonce }: Props) {
  const t = useTranslations('Sos');
  const offline = useTranslations('OfflineSos');
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
        // and a button that looks ready must never swallow a tap. The early handler below enables it
        // as soon as it can take the tap itself.
        disabled={disabled || !hydrated}
        aria-describedby="sos-button-help"
        data-hydrated={hydrated || undefined}
        // The early handler enables the button and marks it before React hydrates it (lib/sos/early-tap.ts).
        suppressHydrationWarning
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
      {earlyTapNonce !== undefined && (
        // Right after the button: the script finds it as its previous sibling. The browser hides a
        // nonce once parsed, so React is told the attribute will not match.
        <script
          nonce={earlyTapNonce}
          suppressHydrationWarning
          data-sending={t('sending')}
          data-retrying={t('retrying')}
          data-sent={t('raised')}
          data-signed-out={offline('needsSignIn')}
          dangerouslySetInnerHTML={{ __html: EARLY_TAP_SCRIPT }}
        />
      )}
      <p id="sos-button-help" className="max-w-sm text-center text-sm text-muted-foreground">
        {t('buttonHelp')}
      </p>
    </div>
  );
}
