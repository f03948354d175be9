/**
 * The second part of `npm run bench:check-in`: what one pass of run_check_in_watch costs with
 * `count` ACTIVE check-ins in the table (none of them due), and whether its two scans read an index
 * range (check_ins_remind_due_idx, check_ins_alarm_due_idx) and not the whole table.
 *
 * Straight in SQL, as the database owner, through a connection of this script's own
 * (@ice-sos/supabase-local/db/database): on PostgreSQL beside the running API server; on PGlite,
 * whose directory the API server holds alone, while that server is stopped. The fixtures: `count`
 * users (the sign-up trigger makes their profiles), each with one active check-in due 1–2 hours
 * from now (reminder 5 minutes before), grace 0. Then, on a freshly analysed table (autovacuum's
 * job on hosted PostgreSQL; PGlite has no autovacuum. Without statistics the planner picked the
 * same two indexes, tried on PGlite on 2026-11-29):
 * - `explain (analyze, buffers)` of the two `select … for update skip locked` of the function
 *   (supabase/migrations/20261130000200_check_ins.sql) with its default batch, 500, in a
 *   transaction rolled back;
 * - the database time of whole passes: `explain (analyze)` of `select * from run_check_in_watch(500)`
 *   (its Execution Time), PASSES times.
 */
import { openDatabase, type Database } from '@ice-sos/supabase-local/db/database';

const PASSES = 10;

export const REMIND_SCAN = `select * from public.check_ins c
    where c.status = 'active' and c.reminded_at is null and c.remind_at <= now() and c.alarm_at > now()
    order by c.remind_at
    limit 500
    for update skip locked`;

export const ALARM_SCAN = `select * from public.check_ins c
    where c.status = 'active' and c.alarm_at <= now()
    order by c.alarm_at
    limit 500
    for update skip locked`;

export type WatchPass = {
  active: number;
  rows: number;
  /** Execution Time of each whole pass, ms, in order. */
  passMs: number[];
  remindPlan: string[];
  alarmPlan: string[];
  usesIndexes: boolean;
};

class RollBack extends Error {}

async function explain(db: Database, statement: string): Promise<string[]> {
  let plan: string[] = [];
  await db
    .transaction(async (tx) => {
      const rows = await tx.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${statement}`);
      plan = rows.map((row) => row['QUERY PLAN']);
      throw new RollBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RollBack)) throw error;
    });
  return plan;
}

const executionMs = (plan: string[]) => Number(/Execution Time: ([\d.]+) ms/.exec(plan.join('\n'))?.[1] ?? Number.NaN);

export async function measureWatchPass(databaseUrl: string, count: number): Promise<WatchPass> {
  const db = await openDatabase({ url: databaseUrl });
  try {
    await db.exec(`
      insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
      select gen_random_uuid(), 'authenticated', 'authenticated', 'pass-' || i || '@bench-check-in.test', '', now(),
             '{}'::jsonb, jsonb_build_object('full_name', 'Pass member ' || i), now(), now()
      from generate_series(1, ${count}) as i;
      with chosen as materialized (
        select u.id as member_id, date_trunc('second', now() + interval '1 hour' + random() * interval '1 hour') as due_at
        from auth.users u where u.email like 'pass-%@bench-check-in.test'
      )
      insert into public.check_ins (member_id, client_request_id, due_at, grace_minutes, alarm_at, remind_at, status)
      select member_id, 'pass-1', due_at, 0, due_at, due_at - interval '5 minutes', 'active' from chosen;
      analyze public.check_ins;
    `);
    const [counts] = await db.query<{ active: number; rows: number }>(
      `select count(*) filter (where status = 'active')::int as active, count(*)::int as rows from public.check_ins`,
    );
    const remindPlan = await explain(db, REMIND_SCAN);
    const alarmPlan = await explain(db, ALARM_SCAN);
    const passMs: number[] = [];
    for (let i = 0; i < PASSES; i += 1) passMs.push(executionMs(await explain(db, 'select * from public.run_check_in_watch(500)')));
    const uses = (plan: string[], index: string) => plan.some((line) => line.includes(index)) && !plan.some((line) => /Seq Scan on check_ins/.test(line));
    return {
      ...counts,
      passMs,
      remindPlan,
      alarmPlan,
      usesIndexes: uses(remindPlan, 'check_ins_remind_due_idx') && uses(alarmPlan, 'check_ins_alarm_due_idx'),
    };
  } finally {
    await db.close();
  }
}

export function formatWatchPass(label: string, pass: WatchPass, rpcMs: number[]): string[] {
  const sorted = [...pass.passMs].sort((a, b) => a - b);
  const rpc = [...rpcMs].sort((a, b) => a - b);
  const ms = (v: number | undefined) => (v === undefined || Number.isNaN(v) ? 'n/a' : `${v.toFixed(2)} ms`);
  return [
    `[${label}] watch pass with ${pass.active} active check-ins (${pass.rows} rows), none due: database time of one run_check_in_watch(500) ` +
      `median ${ms(sorted[Math.floor(sorted.length / 2)])} (each: ${pass.passMs.map((v) => ms(v)).join(', ')}); ` +
      `the RPC through the Data API as the dispatcher calls it, ${rpc.length} calls after one untimed: median ${ms(rpc[Math.floor(rpc.length / 2)])}, max ${ms(rpc.at(-1))}`,
    `[${label}] plan of the reminder scan (explain analyze, buffers):`,
    ...pass.remindPlan.map((line) => `    ${line}`),
    `[${label}] plan of the alarm scan (explain analyze, buffers):`,
    ...pass.alarmPlan.map((line) => `    ${line}`),
    `[${label}] both scans read their partial index, no sequential scan: ${pass.usesIndexes ? 'yes' : 'NO'}`,
  ];
}
