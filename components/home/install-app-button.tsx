'use client';

import { CircleCheck, Download, Smartphone } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button';

/** Chromium's install prompt event; not in TypeScript's DOM library yet. */
type BeforeInstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

const STANDALONE = '(display-mode: standalone)';

function subscribeStandalone(onChange: () => void) {
  const query = window.matchMedia?.(STANDALONE);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Running as the installed app: the display mode, or Safari's own flag on iPhone and iPad. */
const runningStandalone = () =>
  Boolean(window.matchMedia?.(STANDALONE).matches) || (navigator as Navigator & { standalone?: boolean }).standalone === true;

/**
 * Installing the web app: the browser's own prompt where it offers one (beforeinstallprompt);
 * elsewhere the few steps for each platform; "installed" once it is, or when this page already
 * runs as the installed app.
 */
export function InstallAppButton() {
  const t = useTranslations('AppDownload');
  const [prompt, setPrompt] = useState<BeforeInstallPromptEvent | null>(null);
  const [justInstalled, setJustInstalled] = useState(false);
  const standalone = useSyncExternalStore(subscribeStandalone, runningStandalone, () => false);

  useEffect(() => {
    const onPrompt = (event: Event) => {
      event.preventDefault(); // keep it for our button instead of the browser's mini-infobar
      setPrompt(event as BeforeInstallPromptEvent);
    };
    const onInstalled = () => {
      setJustInstalled(true);
      setPrompt(null);
    };
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  if (justInstalled || standalone) {
    return (
      <p role="status" data-testid="app-installed" className="flex items-center gap-2 font-medium text-wellness-strong">
        <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
        {t('installed')}
      </p>
    );
  }
  if (prompt) {
    return (
      <Button
        variant="emergency"
        size="lg"
        className="h-auto min-h-11 self-start whitespace-normal"
        onClick={async () => {
          await prompt.prompt();
          const { outcome } = await prompt.userChoice;
          setPrompt(null);
          if (outcome === 'accepted') setJustInstalled(true);
        }}
      >
        <Download aria-hidden="true" className="size-5 shrink-0" />
        {t('install')}
      </Button>
    );
  }
  return (
    <div data-testid="app-install-steps" className="flex flex-col gap-2">
      <h3 className="flex items-center gap-2 text-xl font-semibold">
        <Smartphone aria-hidden="true" className="size-5 shrink-0" />
        {t('stepsTitle')}
      </h3>
      <ul className="flex list-disc flex-col gap-1 pl-6 text-base">
        <li>{t('stepsIos')}</li>
        <li>{t('stepsOther')}</li>
      </ul>
    </div>
  );
}
