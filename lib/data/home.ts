import 'server-only';
import { appPreviewKey, defaultAppPreviewConfig, parseAppPreviewConfig, type AppPreviewConfig } from '@/lib/app-preview';
import type { Locale } from '@/lib/i18n/routing';
import { createClient } from '@/lib/supabase/server';
import { getCatalogue, type Catalogue } from './catalogue';
import { readSiteContent } from './site-content';

export type HomeData = { catalogue: Catalogue; appPreview: AppPreviewConfig };

/**
 * Every read the homepage makes, in parallel with one request client (docs/product.md#backend-calls (calls 3), 6–8);
 * the catalogue's texts in the visitor's language.
 */
export async function loadHomeData(locale: Locale): Promise<HomeData> {
  const supabase = await createClient();
  const [catalogue, appPreview] = await Promise.all([
    getCatalogue(supabase, locale),
    readSiteContent(supabase, appPreviewKey, parseAppPreviewConfig, defaultAppPreviewConfig),
  ]);
  return { catalogue, appPreview };
}
