import type { LocalServerProcess } from './local-server-process';

export default async function globalTeardown(): Promise<void> {
  await (globalThis as { __LOCAL_SUPABASE__?: LocalServerProcess }).__LOCAL_SUPABASE__?.stop();
}
