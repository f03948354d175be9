/**
 * `npm run audit:csp` (issue 17, item 9): prints, never asserts, how every page of lib/routes.ts
 * in every language lets scripts run, against the production build (`npm start`; BENCH_URL, default
 * http://localhost:3000, or a server it starts itself):
 * - per page: how scripts are allowed (a nonce or hashes), its inline scripts, how many of them the
 *   policy would block, and the policy's size in bytes;
 * - totals: pages checked, inline scripts the policy does not allow (goal 0: nothing broken),
 *   policies that allow 'unsafe-inline' for scripts (goal 0);
 * - what a nonce costs where it would have to replace hashes: the same kind of page served
 *   prerendered (hashes) and rendered per request (nonce), sequential requests, p50/p99 and rate.
 */
import { locales } from '../lib/i18n/routing';
import { routes } from '../lib/routes';
import { inlineScripts, scriptHash } from '../lib/security/inline-script-hashes.mjs';
import { ensureServer, stopServer } from './support/app-server';

const baseUrl = process.env.BENCH_URL ?? 'http://localhost:3000';
const TIMED_REQUESTS = Number(process.env.CSP_AUDIT_REQUESTS ?? 200);

type PageAudit = { page: string; status: number; scripts: string; inline: number; blocked: number; policyBytes: number; unsafeInline: boolean };

function scriptSources(policy: string): string[] {
  return /(?:^|;\s*)script-src ([^;]*)/.exec(policy)?.[1]?.trim().split(/\s+/) ?? [];
}

async function auditPage(page: string): Promise<PageAudit> {
  const response = await fetch(`${baseUrl}${page}`, { redirect: 'manual' });
  const policy = response.headers.get('content-security-policy') ?? '';
  const sources = scriptSources(policy);
  const nonce = sources.find((s) => s.startsWith("'nonce-"))?.slice(7, -1);
  const hashes = new Set(sources.filter((s) => s.startsWith("'sha256-")).map((s) => s.slice(1, -1)));
  const html = response.headers.get('content-type')?.includes('text/html') ? await response.text() : '';
  const scripts = inlineScripts(html);
  const allowed = (attributes: string, text: string) =>
    (nonce !== undefined && attributes.includes(`nonce="${nonce}"`)) || hashes.has(scriptHash(text));
  return {
    page,
    status: response.status,
    scripts: nonce ? 'nonce' : hashes.size > 0 ? `${hashes.size} hashes` : policy ? "'self' only" : 'NO POLICY',
    inline: scripts.length,
    blocked: scripts.filter(({ attributes, text }) => !allowed(attributes, text)).length,
    policyBytes: Buffer.byteLength(policy),
    unsafeInline: sources.includes("'unsafe-inline'"),
  };
}

async function timeRequests(page: string, count = TIMED_REQUESTS) {
  const durations: number[] = [];
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    await (await fetch(`${baseUrl}${page}`)).arrayBuffer();
    durations.push(performance.now() - t0);
  }
  const seconds = (performance.now() - started) / 1000;
  durations.sort((a, b) => a - b);
  const at = (q: number) => durations[Math.min(durations.length - 1, Math.floor(q * durations.length))]!.toFixed(1);
  return { page, requests: count, p50ms: at(0.5), p99ms: at(0.99), perSecond: (count / seconds).toFixed(0) };
}

async function main() {
  const server = await ensureServer(baseUrl);
  try {
    const pages = Object.values(routes).flatMap((path) => locales.map((l) => (l === 'en' ? path : path === '/' ? `/${l}` : `/${l}${path}`)));
    const audits: PageAudit[] = [];
    for (const page of pages) audits.push(await auditPage(page));
    console.table(audits);
    console.log({
      pagesChecked: audits.length,
      inlineScriptsChecked: audits.reduce((n, a) => n + a.inline, 0),
      inlineScriptsTheirPolicyBlocks: audits.reduce((n, a) => n + a.blocked, 0),
      policiesAllowingUnsafeInline: audits.filter((a) => a.unsafeInline).length,
      pagesWithoutPolicy: audits.filter((a) => a.scripts === 'NO POLICY').length,
    });
    // An information page prerendered at build and one cached on its first visit (both hashes), and
    // one rendered per request (nonce). A nonce on every public page would put them all in the last row.
    const timed = ['/privacy', '/regional-center/spain', '/register'];
    for (const path of timed) await timeRequests(path, 20); // warm them before timing
    const rows = [];
    for (const path of timed) rows.push(await timeRequests(path));
    console.table(rows);
  } finally {
    stopServer(server);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
