import 'server-only';
import { appPreviewKey, defaultAppPreviewConfig, parseAppPreviewConfig, type AppPreviewConfig } from '@/lib/app-preview';
import { createClient } from '@/lib/supabase/server';
import { getCatalogue, type Catalogue } from './catalogue';
import { readSiteContent } from './site-content';

export type HomeData = { catalogue: Catalogue; appPreview: AppPreviewConfig };

/** Every read the homepage makes, in parallel with one request client (docs/product.md#backend-calls (calls 3), 6–8). */
export async function loadHomeData(): Promise<HomeData> {
  const supabase = await createClient();
  const [catalogue, appPreview] = await Promise.all([
    getCatalogue(supabase),
    readSiteContent(supabase, appPreviewKey, parseAppPreviewConfig, defaultAppPreviewConfig),
  ]);
  return { catalogue, appPreview };
}
