/**
 * The project URL and publishable key, read with literal process.env expressions so Next inlines
 * them into the browser bundle. The same URL string must be used on server and browser: the
 * session cookie's name is derived from its host (docs/architecture.md#known-traps).
 */
export function supabaseUrl(): string {
  const url = process.env.NEXT_PUBLIC_SUPABASE_URL;
  if (!url) throw new Error('NEXT_PUBLIC_SUPABASE_URL is missing (see .env.example)');
  return url;
}

export function supabasePublishableKey(): string {
  const key = process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY;
  if (!key) throw new Error('NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY is missing (see .env.example)');
  return key;
}
