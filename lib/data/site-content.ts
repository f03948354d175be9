/**
 * site_content reads (docs/product.md#backend-calls (calls 3 and 9)): one key, single row or none. A missing row or an
 * error gives the caller's default; the error is logged (docs/product.md#errors). Used in the browser when the
 * realtime channel (re)connects; the cached homepage reads with readSiteContentOrThrow.
 */
import type { SupabaseClient } from '@supabase/supabase-js';

type ReadClient = Pick<SupabaseClient, 'from'>;

export async function readSiteContent<T>(client: ReadClient, key: string, parse: (value: unknown) => T, fallback: T): Promise<T> {
  try {
    return await readSiteContentOrThrow(client, key, parse, fallback);
  } catch (error) {
    console.error(`Reading site content "${key}" failed; using the default`, error);
    return fallback;
  }
}

/** The same read for a cached page, where a failure must throw rather than be cached as the default. */
export async function readSiteContentOrThrow<T>(client: ReadClient, key: string, parse: (value: unknown) => T, fallback: T): Promise<T> {
  const { data, error } = await client.from('site_content').select('key, value').eq('key', key).maybeSingle();
  if (error) throw new Error(`Reading site content "${key}" failed: ${error.message}`);
  return data ? parse((data as { value: unknown }).value) : fallback;
}
