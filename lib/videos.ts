/**
 * The five intro videos of docs/product.md#routes-and-screens, kept in lib/videos.data.json
 * (the app cannot read outside its repository at run time). Titles shown to people come from
 * messages/*.json under Videos.items.<id>; the title here is only the source recording's name.
 */
import data from './videos.data.json';

export const videoIds = ['meet-emma', 'overview', 'family', 'all-ages', 'spain'] as const;
export type VideoId = (typeof videoIds)[number];

export type Video = { id: VideoId; youtubeId: string };

export const videos: readonly Video[] = videoIds.map((id) => {
  const entry = data.videos.find((video) => video.id === id);
  if (!entry) throw new Error(`lib/videos.data.json has no video "${id}"`);
  return { id, youtubeId: entry.youtubeId };
});

export function findVideo(id: VideoId): Video {
  return videos.find((video) => video.id === id) ?? videos[0];
}

/** The privacy-enhanced embed: no cookies until the visitor plays the video. */
export function embedUrl(video: Video): string {
  return `https://www.youtube-nocookie.com/embed/${video.youtubeId}?autoplay=1&rel=0`;
}

/** Thumbnails in fallback order: the large one, then the smaller one (docs/product.md#routes-and-screens). */
export function thumbnailUrls(video: Video): [string, string] {
  const base = `https://img.youtube.com/vi/${video.youtubeId}`;
  return [`${base}/hqdefault.jpg`, `${base}/default.jpg`];
}
