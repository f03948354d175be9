'use server';

import { appPreviewKey, defaultAppPreviewConfig, parseAppPreviewConfig, type AppPreviewConfig } from '@/lib/site-content/app-preview';
import { publicDataChanged } from '@/lib/cache/expire-public-data';
import { PUBLIC_DATA_TAGS } from '@/lib/cache/public-data-tags';
import type { Json } from '@/lib/database.types';
import { getAppPreviewVersion, getCurrentAppPreviewVersion, type ContentVersion } from '@/lib/data/site-content-versions';
import type { ServerSupabaseClient } from '@/lib/supabase/server';
import { resetAppPreviewSchema, restoreAppPreviewSchema, saveAppPreviewSchema } from '@/lib/validation/site-content';
import { adminAction, fail } from './safe-action';

/**
 * The site-content editor's saves (issue 22), by an admin, on the admin's own session so the
 * database's version check, version history and audit log all see who saved
 * (20261124001400_site_content_versions.sql, 20261124001100_admin_audit.sql). Every save, restore
 * and reset is call 4's upsert on `key` (docs/product.md#product-calls), carrying the version the admin edited; the
 * homepage hears of it through realtime. A save based on an older version is refused by the
 * database (ICE72, or ICE73 without a version); the answer is then the stored version, with who
 * saved it and when, for the editor to merge with.
 */
export type SaveAppPreviewResult = { status: 'saved'; version: number } | { status: 'conflict'; current: ContentVersion };

const CONFLICT_CODES = new Set(['ICE72', 'ICE73']);

/** What the editor must merge with: the stored version, or, when the row was deleted meanwhile, the defaults the homepage shows. */
async function conflictWith(supabase: ServerSupabaseClient): Promise<SaveAppPreviewResult> {
  const current = await getCurrentAppPreviewVersion(supabase);
  if (current) return { status: 'conflict', current };
  // No row: a new save must be based on the highest version kept (the trigger's insert rule).
  const { data, error } = await supabase.from('site_content_versions').select('version').eq('key', appPreviewKey).order('version', { ascending: false }).limit(1).maybeSingle();
  if (error) throw new Error(`Reading the latest homepage app preview version failed: ${error.message}`);
  const latest = data ? await getAppPreviewVersion(supabase, data.version) : null;
  if (!latest) throw new Error('A homepage app preview save was refused as a conflict, but no version is stored');
  return { status: 'conflict', current: { ...latest, value: defaultAppPreviewConfig } };
}

async function store(supabase: ServerSupabaseClient, value: AppPreviewConfig, baseVersion: number | null): Promise<SaveAppPreviewResult> {
  // Re-parsed so the stored JSON has exactly the documented shape (blank translations dropped).
  const stored = parseAppPreviewConfig(value) as unknown as Json;
  const { data, error } = await supabase
    .from('site_content')
    .upsert({ key: appPreviewKey, value: stored, base_version: baseVersion }, { onConflict: 'key' })
    .select('version')
    .single();
  if (error) {
    if (error.code && CONFLICT_CODES.has(error.code)) return conflictWith(supabase);
    // RLS refused: an admin whose session lost the second step (public.is_admin() wants aal2).
    if (error.code === '42501') return fail('forbidden');
    throw new Error(`Saving the homepage app preview failed: ${error.message}`);
  }
  // Open homepages hear of it through realtime; the cached homepage renders again on its next visit.
  publicDataChanged(PUBLIC_DATA_TAGS.siteContent);
  return { status: 'saved', version: data.version };
}

export const saveAppPreview = adminAction
  .inputSchema(saveAppPreviewSchema)
  .action(async ({ parsedInput: { baseVersion, value }, ctx: { supabase } }) => store(supabase, parseAppPreviewConfig(value), baseVersion));

/** Saves an older version's value as a new version, on the same conflict rule as any save. */
export const restoreAppPreviewVersion = adminAction
  .inputSchema(restoreAppPreviewSchema)
  .action(async ({ parsedInput: { version, baseVersion }, ctx: { supabase } }) => {
    const saved = await getAppPreviewVersion(supabase, version);
    if (!saved) return fail('notFound');
    return store(supabase, saved.value, baseVersion);
  });

/** Saves the spec defaults as a new version (not a delete): restorable and audited like any save. */
export const resetAppPreview = adminAction
  .inputSchema(resetAppPreviewSchema)
  .action(async ({ parsedInput: { baseVersion }, ctx: { supabase } }) => store(supabase, defaultAppPreviewConfig, baseVersion));
