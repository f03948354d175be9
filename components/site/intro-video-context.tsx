'use client';

import dynamic from 'next/dynamic';
import { createContext, use, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import type { VideoId } from '@/lib/videos';

// The dialog's code loads on the first open only: most visitors never open it.
const IntroVideoDialog = dynamic(() => import('./intro-video-dialog').then((module) => module.IntroVideoDialog), {
  ssr: false,
});

type IntroVideoApi = { openVideos: (videoId?: VideoId) => void };

const IntroVideoContext = createContext<IntroVideoApi | null>(null);

/** One intro video dialog for the page, opened from the nav bar, the hero and the pricing card. */
export function IntroVideoProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ open: boolean; videoId: VideoId | null; loaded: boolean }>({
    open: false,
    videoId: null,
    loaded: false,
  });
  // There is no Radix trigger (three buttons open one dialog), so focus is handed back by hand.
  const opener = useRef<HTMLElement | null>(null);
  const openVideos = useCallback((videoId?: VideoId) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setState({ open: true, videoId: videoId ?? null, loaded: true });
  }, []);
  const api = useMemo(() => ({ openVideos }), [openVideos]);

  return (
    <IntroVideoContext value={api}>
      {children}
      {state.loaded && (
        <IntroVideoDialog
          open={state.open}
          videoId={state.videoId}
          onVideoChange={(videoId) => setState((current) => ({ ...current, videoId }))}
          onOpenChange={(open) => setState((current) => ({ ...current, open }))}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
        />
      )}
    </IntroVideoContext>
  );
}

export function useIntroVideos(): IntroVideoApi {
  const api = use(IntroVideoContext);
  if (!api) throw new Error('useIntroVideos must be used inside <IntroVideoProvider>');
  return api;
}
