/**
 * What a visitor's request to the status page costs once it is cached (`npm run bench:status`):
 * one GET to warm it, then `count` GETs one after another, each timed until its body is read, with
 * the `x-nextjs-cache` header each answer carried (HIT: served from Next's cache). And the size
 * of /api/status's JSON, as sent and gzip-compressed.
 */
import { gzipSync } from 'node:zlib';
import { pagePercentiles } from './percentile';

export type PageTiming = {
  path: string;
  p50Ms: number | null;
  p95Ms: number | null;
  /** How many answers had each HTTP status and each x-nextjs-cache value ("none" when absent). */
  statuses: Record<string, number>;
  cache: Record<string, number>;
};

function tally(into: Record<string, number>, key: string) {
  into[key] = (into[key] ?? 0) + 1;
}

export async function timePage(baseUrl: string, path: string, count: number): Promise<PageTiming> {
  const url = new URL(path, baseUrl);
  await (await fetch(url, { redirect: 'manual' })).arrayBuffer();
  const ms: number[] = [];
  const statuses: Record<string, number> = {};
  const cache: Record<string, number> = {};
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    const response = await fetch(url, { redirect: 'manual' });
    await response.arrayBuffer();
    ms.push(performance.now() - started);
    tally(statuses, String(response.status));
    tally(cache, response.headers.get('x-nextjs-cache') ?? 'none');
  }
  const { p50Ms, p95Ms } = pagePercentiles(ms);
  return { path, p50Ms, p95Ms, statuses, cache };
}

export type JsonSize = { status: number; contentType: string | null; bytes: number; gzipBytes: number };

export async function jsonSize(baseUrl: string, path: string): Promise<JsonSize> {
  const response = await fetch(new URL(path, baseUrl), { headers: { accept: 'application/json' } });
  const body = Buffer.from(await response.arrayBuffer());
  return { status: response.status, contentType: response.headers.get('content-type'), bytes: body.length, gzipBytes: gzipSync(body).length };
}

const counts = (tallies: Record<string, number>) =>
  Object.entries(tallies)
    .map(([key, n]) => `${key} ×${n}`)
    .join(', ');

export function formatPageTiming(timing: PageTiming): string {
  const ms = (value: number | null) => (value === null ? '—' : `${value.toFixed(1)} ms`);
  return `${timing.path.padEnd(11)} p50 ${ms(timing.p50Ms).padStart(9)}  p95 ${ms(timing.p95Ms).padStart(9)}  status ${counts(timing.statuses)}  x-nextjs-cache ${counts(timing.cache)}`;
}
