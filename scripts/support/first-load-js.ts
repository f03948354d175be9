import { gzipSync } from 'node:zlib';

export type FirstLoadJs = { chunks: { src: string; raw: number; gzip: number }[]; raw: number; gzip: number };

/**
 * Every script a page's HTML loads, fetched and gzipped: what a first visit downloads before the
 * page can run. `noModule` scripts (legacy polyfills) are left out: modern browsers never fetch
 * them. Used by `npm run bench:lighthouse` (prints it) and the JS budget test (e2e/js-budget.spec.ts).
 */
export async function firstLoadJs(url: string, fetchImpl: typeof fetch = fetch): Promise<FirstLoadJs> {
  const html = await (await fetchImpl(url)).text();
  const tags = [...html.matchAll(/<script[^>]+>/g)].map((match) => match[0]).filter((tag) => !/nomodule/i.test(tag));
  const sources = [...new Set(tags.flatMap((tag) => /src="([^"]+\.js[^"]*)"/.exec(tag)?.[1] ?? []))];
  const chunks = await Promise.all(
    sources.map(async (src) => {
      const body = Buffer.from(await (await fetchImpl(new URL(src, url))).arrayBuffer());
      return { src, raw: body.length, gzip: gzipSync(body).length };
    }),
  );
  return { chunks, raw: chunks.reduce((sum, c) => sum + c.raw, 0), gzip: chunks.reduce((sum, c) => sum + c.gzip, 0) };
}

export const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
