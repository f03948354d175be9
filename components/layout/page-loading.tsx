'use client';

import { useTranslations } from 'next-intl';

/** The docs/product.md#routes-and-screens fallback shown while a page loads on demand: "Loading…". */
export function PageLoading() {
  const t = useTranslations('Common');
  return (
    <div role="status" aria-live="polite" className="flex min-h-[50dvh] items-center justify-center gap-3 text-muted-foreground">
      <span
        aria-hidden="true"
        className="size-5 rounded-full border-2 border-current border-t-transparent motion-safe:animate-spin"
      />
      <span>{t('loading')}</span>
    </div>
  );
}
