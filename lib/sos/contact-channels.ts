/**
 * An emergency contact's channels as a list, in a fixed order (e-mail, then SMS), keeping only the
 * channels a contact can have. The Data API returns an enum array as a JSON array (hosted
 * PostgREST and the local server alike: supabase/tests/backend/array-types.test.ts); anything else
 * is no channel at all, never guessed.
 */
export function contactChannels(value: unknown): ('email' | 'sms')[] {
  const items: unknown[] = Array.isArray(value) ? value : [];
  return (['email', 'sms'] as const).filter((channel) => items.includes(channel));
}
