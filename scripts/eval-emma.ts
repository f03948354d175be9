/**
 * `npm run eval:emma`: how well Emma answers, per language. Starts its own local server (PGlite in
 * memory, the app's migrations, seed and functions), asks every question of eval/emma/questions.json
 * through POST /functions/v1/ai-chat exactly as the widget does (docs/product.md#backend-calls (call 2)), and counts an
 * answer correct when it contains every required fact. Prints accuracy per language against the
 * 90% target, and each miss. A figure, not a test: it always exits 0 unless it cannot run.
 *
 * With EMMA_LLM_BASE_URL and EMMA_LLM_API_KEY set, the same questions grade the LLM path instead.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startLocalServer } from '@ice-sos/supabase-local/server';

type Fact = string | string[];
type Question = { language: 'en' | 'nl' | 'es'; question: string; currency?: string; facts: Fact[] };

const TARGET = 0.9;
const root = path.resolve(__dirname, '..');
const { questions } = JSON.parse(readFileSync(path.join(root, 'eval', 'emma', 'questions.json'), 'utf8')) as {
  questions: Question[];
};

/** Case, accents of spacing (Intl's no-break spaces) and curly quotes do not decide a grade. */
function comparable(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, ' ').replace(/[\u2018\u2019]/g, "'").toLowerCase();
}

function missingFacts(answer: string, facts: Fact[]): string[] {
  const text = comparable(answer);
  return facts
    .filter((fact) => !(Array.isArray(fact) ? fact : [fact]).some((option) => text.includes(comparable(option))))
    .map((fact) => (Array.isArray(fact) ? fact.join(' | ') : fact));
}

async function main(): Promise<void> {
  // The eval asks 60+ questions from one address within a minute; the limits are not under test.
  process.env.EMMA_RATE_LIMIT_PER_ADDRESS = '100000';
  const server = await startLocalServer({ port: 0, database: 'memory://', quiet: true });
  const results = new Map<string, { asked: number; correct: number }>();
  const misses: string[] = [];
  const started = performance.now();
  try {
    for (const [index, item] of questions.entries()) {
      const response = await fetch(`${server.url}/functions/v1/ai-chat`, {
        method: 'POST',
        headers: { apikey: server.publishableKey, Authorization: `Bearer ${server.publishableKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          message: item.question,
          sessionId: `widget-eval-${index}`,
          userId: null,
          context: 'Global website chat widget. User: visitor',
          language: item.language,
          currency: item.currency ?? 'EUR',
          conversation_history: [],
        }),
      });
      const body = (await response.json()) as { response?: string };
      const answer = response.ok && typeof body.response === 'string' ? body.response : `HTTP ${response.status}`;
      const missing = missingFacts(answer, item.facts);
      const tally = results.get(item.language) ?? { asked: 0, correct: 0 };
      tally.asked += 1;
      if (missing.length === 0) tally.correct += 1;
      else misses.push(`  [${item.language}] ${item.question}\n      missing: ${missing.join(', ')}\n      answer: ${answer.replace(/\n/g, ' ').slice(0, 240)}`);
      results.set(item.language, tally);
    }
  } finally {
    await server.stop();
  }

  const elapsed = (performance.now() - started) / 1000;
  const mode = process.env.EMMA_LLM_BASE_URL && process.env.EMMA_LLM_API_KEY ? 'LLM' : 'offline';
  console.log(`Emma eval (${mode} answers): ${questions.length} questions in ${elapsed.toFixed(1)} s, target ≥ ${TARGET * 100}% per language`);
  for (const [language, { asked, correct }] of results) {
    const accuracy = correct / asked;
    console.log(`  ${language}: ${correct}/${asked} = ${(accuracy * 100).toFixed(1)}% ${accuracy >= TARGET ? 'meets target' : 'BELOW TARGET'}`);
  }
  if (misses.length > 0) console.log(`Misses:\n${misses.join('\n')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
