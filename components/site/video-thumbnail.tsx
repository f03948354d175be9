'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

/**
 * A video thumbnail that falls back to the host's smaller thumbnail, then to the text
 * "Image unavailable" (docs/product.md#routes-and-screens and docs/product.md#errors). Decorative, even as text: the button around it carries the
 * name, and its visible title must match that name (WCAG 2.5.3, label in name).
 */
export function VideoThumbnail({ sources }: { sources: readonly string[] }) {
  const t = useTranslations('Videos');
  const [attempt, setAttempt] = useState(0);

  if (attempt >= sources.length) {
    return (
      <span aria-hidden="true" className="flex aspect-video w-full items-center justify-center rounded-md bg-muted text-sm text-muted-foreground">
        {t('imageUnavailable')}
      </span>
    );
  }
  return (
    // A plain img on purpose: the thumbnails are remote and the fallback chain needs onError;
    // next/image would proxy them through our server instead.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      key={sources[attempt]}
      src={sources[attempt]}
      alt=""
      loading="lazy"
      className="aspect-video w-full rounded-md bg-muted object-cover"
      onError={() => setAttempt((value) => value + 1)}
    />
  );
}
