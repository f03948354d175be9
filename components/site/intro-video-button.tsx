'use client';

import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import type { VideoId } from '@/lib/videos';
import { useIntroVideos } from './intro-video-context';

type Props = Omit<ButtonProps, 'onClick' | 'asChild'> & { videoId?: VideoId; children: ReactNode };

/** Opens the intro video dialog: on the list, or straight on one video. */
export function IntroVideoButton({ videoId, children, ...props }: Props) {
  const { openVideos } = useIntroVideos();
  return (
    <Button aria-haspopup="dialog" {...props} onClick={() => openVideos(videoId)}>
      {children}
    </Button>
  );
}
