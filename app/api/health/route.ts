import packageJson from '@/package.json';
import { checkBackend } from '@/lib/health';

// Always fresh: a cached "up" would hide an outage from monitors.
export const dynamic = 'force-dynamic';

export async function GET() {
  const backend = await checkBackend(process.env.NEXT_PUBLIC_SUPABASE_URL, process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY);
  return Response.json(
    { status: 'ok', backend, version: packageJson.version },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}
