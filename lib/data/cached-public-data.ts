import 'server-only';
import { appPreviewKey, defaultAppPreviewConfig, parseAppPreviewConfig, type AppPreviewConfig } from '@/lib/site-content/app-preview';
import { PUBLIC_DATA_TAGS } from '@/lib/cache/public-data-tags';
import type { Locale } from '@/lib/i18n/routing';
import { createCachedPublicClient } from '@/lib/supabase/public';
import { getCatalogue, type Catalogue } from './catalogue';
import { readSiteContentOrThrow } from './site-content';

/**
 * The reads of the cached public pages (homepage, pendant, Spain), without a session and under
 * their cache tags (lib/cache/public-data-tags.ts). A failed read throws instead of leaving a
 * section empty: a cached page is what every visitor gets, so a failure must never be cached.
 * Next then keeps serving the page's last good version (or, on a first render, shows the error
 * page with its retry), and the next visit reads again.
 */
export async function loadCachedCatalogue(locale: Locale): Promise<Catalogue> {
  const catalogue = await getCatalogue(createCachedPublicClient(PUBLIC_DATA_TAGS.catalogue), locale);
  const failed = Object.entries(catalogue).filter(([, list]) => list === null);
  if (failed.length > 0) throw new Error(`The catalogue could not be read (${failed.map(([name]) => name).join(', ')}); the page is not cached`);
  return catalogue;
}

export async function loadCachedAppPreview(): Promise<AppPreviewConfig> {
  return readSiteContentOrThrow(createCachedPublicClient(PUBLIC_DATA_TAGS.siteContent), appPreviewKey, parseAppPreviewConfig, defaultAppPreviewConfig);
}
