'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { DialogContent, DialogDescription, DialogRoot, DialogTitle } from '@/components/ui/dialog';
import { embedUrl, findVideo, thumbnailUrls, videos, type VideoId } from '@/lib/videos';
import { VideoThumbnail } from './video-thumbnail';

type Props = {
  open: boolean;
  videoId: VideoId | null;
  onVideoChange: (videoId: VideoId | null) => void;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when the dialog closes (the button that opened it). */
  onCloseAutoFocus?: (event: Event) => void;
};

/** docs/product.md#routes-and-screens intro video dialog: five thumbnails; choosing one plays it embedded, with a back button. */
export function IntroVideoDialog({ open, videoId, onVideoChange, onOpenChange, onCloseAutoFocus }: Props) {
  const t = useTranslations('Videos');
  const playing = videoId ? findVideo(videoId) : null;

  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('close')} className="max-w-3xl" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogTitle>{playing ? t(`items.${playing.id}`) : t('title')}</DialogTitle>
        <DialogDescription>{t('description')}</DialogDescription>
        {playing ? (
          <div className="flex flex-col gap-4">
            <div className="aspect-video w-full overflow-hidden rounded-md bg-foreground">
              <iframe
                src={embedUrl(playing)}
                title={t(`items.${playing.id}`)}
                className="size-full"
                allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
                allowFullScreen
                referrerPolicy="strict-origin-when-cross-origin"
              />
            </div>
            <Button variant="outline" className="self-start" onClick={() => onVideoChange(null)}>
              {t('back')}
            </Button>
          </div>
        ) : (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {videos.map((video) => (
              <li key={video.id}>
                <button
                  type="button"
                  onClick={() => onVideoChange(video.id)}
                  aria-label={t('play', { title: t(`items.${video.id}`) })}
                  className="flex w-full cursor-pointer flex-col gap-2 rounded-md p-1 text-left hover:bg-muted focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
                >
                  <VideoThumbnail sources={thumbnailUrls(video)} />
                  <span className="font-medium">{t(`items.${video.id}`)}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </DialogRoot>
  );
}
