import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { appPreviewKey, defaultAppPreviewConfig, parseAppPreviewConfig, type AppPreviewConfig } from '@/lib/site-content/app-preview';
import type { Database } from '@/lib/database.types';

/**
 * The site-content editor's reads (issue 22), on the admin's own session: the stored homepage app
 * preview with its version number, and its saved versions (site_content_versions,
 * 20261124001400_site_content_versions.sql) with who saved each and when. RLS lets only admins read
 * versions; anyone else gets none. Names come from profiles, which admins read in full. Every read
 * throws when it fails, so the editor's error boundary says so instead of showing an empty history.
 */
type Client = SupabaseClient<Database>;

export type ContentVersion = {
  version: number;
  savedAt: string;
  /** The admin's full name; null when there is none to show (savedByKind says why). */
  savedBy: string | null;
  /**
   * Who saved it, so the editor never says "unknown": an admin (named or not), the site's setup
   * (version 1 written by the seed or a migration), or an account that no longer exists (the
   * foreign key cleared saved_by) or the service role.
   */
  savedByKind: 'admin' | 'unnamedAdmin' | 'setup' | 'noAccount';
  value: AppPreviewConfig;
};

export type AppPreviewEditorState = {
  current: AppPreviewConfig;
  /** The stored version the editor saves on top of; null when no row exists yet (the defaults show). */
  version: number | null;
  /** Newest first, at most VERSIONS_SHOWN. */
  versions: ContentVersion[];
};

export const VERSIONS_SHOWN = 50;

type VersionRow = { version: number; saved_at: string; saved_by: string | null; value: unknown };

async function withNames(client: Client, rows: VersionRow[]): Promise<ContentVersion[]> {
  const ids = [...new Set(rows.map((row) => row.saved_by).filter((id): id is string => Boolean(id)))];
  const names = new Map<string, string | null>();
  if (ids.length > 0) {
    const { data, error } = await client.from('profiles').select('user_id, full_name').in('user_id', ids);
    // A missing name is not worth failing the editor for: the version still shows, as "unknown".
    if (error) console.warn('Site content versions: reading admin names failed', error);
    for (const profile of data ?? []) names.set(profile.user_id, profile.full_name);
  }
  return rows.map((row) => {
    const name = (row.saved_by && names.get(row.saved_by)?.trim()) || null;
    const kind = row.saved_by ? (name ? 'admin' : 'unnamedAdmin') : row.version === 1 ? 'setup' : 'noAccount';
    return { version: row.version, savedAt: row.saved_at, savedBy: name, savedByKind: kind, value: parseAppPreviewConfig(row.value) };
  });
}

const VERSION_COLUMNS = 'version, saved_at, saved_by, value';

/** The stored value, its version and the newest versions, read together. */
export async function getAppPreviewEditorState(client: Client): Promise<AppPreviewEditorState> {
  const [row, versions] = await Promise.all([
    client.from('site_content').select('value, version').eq('key', appPreviewKey).maybeSingle(),
    client.from('site_content_versions').select(VERSION_COLUMNS).eq('key', appPreviewKey).order('version', { ascending: false }).limit(VERSIONS_SHOWN),
  ]);
  if (row.error) throw new Error(`Reading the homepage app preview failed: ${row.error.message}`);
  if (versions.error) throw new Error(`Reading the homepage app preview's versions failed: ${versions.error.message}`);
  return {
    current: row.data ? parseAppPreviewConfig(row.data.value) : defaultAppPreviewConfig,
    version: row.data?.version ?? null,
    versions: await withNames(client, versions.data),
  };
}

/** One saved version, or null when there is no such version (or the caller may not read it). */
export async function getAppPreviewVersion(client: Client, version: number): Promise<ContentVersion | null> {
  const { data, error } = await client.from('site_content_versions').select(VERSION_COLUMNS).eq('key', appPreviewKey).eq('version', version).maybeSingle();
  if (error) throw new Error(`Reading version ${version} of the homepage app preview failed: ${error.message}`);
  return data ? (await withNames(client, [data]))[0] : null;
}

/**
 * What is stored now, as a version: the value and number from site_content, who and when from that
 * version's row. Null when no row exists (deleted meanwhile: the homepage shows the defaults).
 */
export async function getCurrentAppPreviewVersion(client: Client): Promise<ContentVersion | null> {
  const { data, error } = await client.from('site_content').select('value, version, updated_at').eq('key', appPreviewKey).maybeSingle();
  if (error) throw new Error(`Reading the homepage app preview failed: ${error.message}`);
  if (!data) return null;
  const saved = await getAppPreviewVersion(client, data.version);
  return saved ?? { version: data.version, savedAt: data.updated_at, savedBy: null, savedByKind: 'noAccount', value: parseAppPreviewConfig(data.value) };
}
