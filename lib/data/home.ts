import 'server-only';
import type { AppPreviewConfig } from '@/lib/site-content/app-preview';
import type { Locale } from '@/lib/i18n/routing';
import type { Catalogue } from './catalogue';
import { loadCachedAppPreview, loadCachedCatalogue } from './cached-public-data';

export type HomeData = { catalogue: Catalogue; appPreview: AppPreviewConfig };

/**
 * Every read the homepage makes (docs/product.md#backend-calls (calls 3), 6–8), in parallel, the
 * catalogue's texts in the visitor's language; cached with the page (lib/data/cached-public-data.ts).
 */
export async function loadHomeData(locale: Locale): Promise<HomeData> {
  const [catalogue, appPreview] = await Promise.all([loadCachedCatalogue(locale), loadCachedAppPreview()]);
  return { catalogue, appPreview };
}
