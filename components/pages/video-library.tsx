'use client';

import { useTranslations } from 'next-intl';
import { useIntroVideos } from '@/components/site/intro-video-context';
import { VideoThumbnail } from '@/components/site/video-thumbnail';
import { thumbnailUrls, videos } from '@/lib/videos';

/** The five intro videos as a grid; choosing one plays it in the intro video dialog (docs/product.md#routes-and-screens). */
export function VideoLibrary() {
  const t = useTranslations('Videos');
  const { openVideos } = useIntroVideos();
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {videos.map((video) => (
        <li key={video.id}>
          {/* The name is the visible title (WCAG 2.5.3, label in name); the thumbnail is decoration. */}
          <button
            type="button"
            onClick={() => openVideos(video.id)}
            className="flex w-full cursor-pointer flex-col gap-3 rounded-card border border-border bg-card p-3 text-left hover:bg-muted focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <VideoThumbnail sources={thumbnailUrls(video)} />
            <span className="text-lg font-semibold">{t(`items.${video.id}`)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
