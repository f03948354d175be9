/**
 * `npm run bench:billing`: prints (never asserts) two figures of issue 20.
 *
 * 1. Webhook replay: members pay, change plans, cancel and undo on the Stripe stand-in; their events
 *    are handled once in order, then forgotten and delivered again 1,000 times, shuffled and
 *    duplicated. Prints the events, deliveries, duplicates ignored and the rows that differ from the
 *    in-order result (goal 0).
 * 2. Return from checkout: in real Chromium, a new member pays with 4242 on the local checkout page;
 *    the time from the checkout's redirect to /welcome until /welcome shows "Protected" (p50, p95).
 *
 * Uses the app at BENCH_URL (default http://localhost:3000) with its local Supabase and Stripe
 * stand-in, or runs `npm start` (build first). BENCH_BILLING_RUNS sets the checkout runs (10).
 */
import path from 'node:path';
import { loadEnvConfig } from '@next/env';
import { createClient } from '@supabase/supabase-js';
import Stripe from 'stripe';
import ws from 'ws';
import type { Database } from '../lib/database.types';
import { buildBillingHistory, replayHistory } from './support/billing-replay';
import { LOCAL_STRIPE_SECRET_KEY, LOCAL_STRIPE_WEBHOOK_SECRET } from './local-stripe';
import { ensureServer, stopServer } from './support/app-server';
import { measureReturnToWelcome } from './bench-billing/return-to-welcome';
import { createConfirmedMember } from './bench-billing/members';

loadEnvConfig(path.resolve(__dirname, '..'));
const baseUrl = process.env.BENCH_URL ?? 'http://localhost:3000';
const runs = Number(process.env.BENCH_BILLING_RUNS ?? 10);

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

async function main() {
  const server = await ensureServer(baseUrl);
  try {
    const supabaseUrl = process.env.NEXT_PUBLIC_SUPABASE_URL!;
    const secretKey = process.env.SUPABASE_SECRET_KEY!;
    const stripeUrl = new URL(process.env.STRIPE_API_BASE_URL ?? `http://127.0.0.1:${process.env.STRIPE_LOCAL_PORT ?? 12111}`);
    const stripe = new Stripe(process.env.STRIPE_SECRET_KEY ?? LOCAL_STRIPE_SECRET_KEY, { host: stripeUrl.hostname, port: Number(stripeUrl.port), protocol: 'http', maxNetworkRetries: 0 });
    const admin = createClient<Database>(supabaseUrl, secretKey, { auth: { persistSession: false }, realtime: { transport: ws as never } });
    const deps = { stripe, admin };

    console.log('Webhook replay (events re-read from the Stripe stand-in, written to the local database)');
    const started = Date.now();
    const history = await buildBillingHistory(deps, 24, (i) => createConfirmedMember(supabaseUrl, secretKey, `replay-${i}`));
    const result = await replayHistory({ ...deps, webhookSecret: process.env.STRIPE_WEBHOOK_SECRET ?? LOCAL_STRIPE_WEBHOOK_SECRET }, history, 1000);
    console.log(`  members                      ${history.members.length}`);
    console.log(`  distinct events              ${result.events}`);
    console.log(`  deliveries replayed          ${result.deliveries} (shuffled; ${result.duplicates} duplicates acknowledged and ignored)`);
    console.log(`  deliveries refused           ${result.refused}`);
    console.log(`  subscription rows            ${result.rows}`);
    console.log(`  rows differing from in-order ${result.differing}   (goal 0)`);
    console.log(`  took                         ${((Date.now() - started) / 1000).toFixed(1)} s`);

    console.log(`\nReturn from checkout to /welcome showing Protected (${runs} members, real Chromium, ${baseUrl})`);
    const times = await measureReturnToWelcome(baseUrl, supabaseUrl, secretKey, runs);
    console.log(`  runs  ${times.map((ms) => ms.toFixed(0)).join(', ')} ms`);
    console.log(`  p50   ${percentile(times, 50).toFixed(0)} ms`);
    console.log(`  p95   ${percentile(times, 95).toFixed(0)} ms`);
  } finally {
    stopServer(server);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
