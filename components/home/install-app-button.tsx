'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';

/** Chromium's install prompt event; not in TypeScript's DOM library yet. */
type BeforeInstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

/**
 * Offers the browser's install prompt when it has one (beforeinstallprompt); elsewhere it says
 * how to add the app from the browser menu, and after installing, that it is installed.
 */
export function InstallAppButton() {
  const t = useTranslations('AppDownload');
  const [prompt, setPrompt] = useState<BeforeInstallPromptEvent | null>(null);
  const [installed, setInstalled] = useState(false);

  useEffect(() => {
    const onPrompt = (event: Event) => {
      event.preventDefault(); // keep it for our button instead of the browser's mini-infobar
      setPrompt(event as BeforeInstallPromptEvent);
    };
    const onInstalled = () => {
      setInstalled(true);
      setPrompt(null);
    };
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  if (installed) return <p role="status">{t('installed')}</p>;
  if (!prompt) return <p className="text-muted-foreground">{t('installHint')}</p>;
  return (
    <Button
      variant="emergency"
      size="lg"
      className="self-start"
      onClick={async () => {
        await prompt.prompt();
        const { outcome } = await prompt.userChoice;
        setPrompt(null);
        if (outcome === 'accepted') setInstalled(true);
      }}
    >
      {t('install')}
    </Button>
  );
}
