/**
 * site_content reads (docs/product.md#backend-calls (calls 3 and 9)): one key, single row or none. A missing row or an
 * error gives the caller's default; the error is logged (docs/product.md#errors). Used on the server for the first
 * render and in the browser when the realtime channel (re)connects.
 */
import type { SupabaseClient } from '@supabase/supabase-js';

type ReadClient = Pick<SupabaseClient, 'from'>;

export async function readSiteContent<T>(client: ReadClient, key: string, parse: (value: unknown) => T, fallback: T): Promise<T> {
  try {
    const { data, error } = await client.from('site_content').select('key, value').eq('key', key).maybeSingle();
    if (error) {
      console.error(`Reading site content "${key}" failed; using the default`, error);
      return fallback;
    }
    return data ? parse((data as { value: unknown }).value) : fallback;
  } catch (error) {
    console.error(`Reading site content "${key}" failed; using the default`, error);
    return fallback;
  }
}
