import type { Currency } from '../_shared/currency';
import { describePrices, type Catalogue } from './catalogue';
import { detectEmergency } from './emergency';
import { asksForPrices, currencyNamedIn, detectLanguage, directTopic, isGreeting, isInstructionProbe, isThanks } from './intents';
import { phrases } from './knowledge/phrases';
import type { ChatLanguage } from './knowledge/types';
import { knowledge, retrieve } from './retrieval';
import type { HistoryTurn } from './request';

export type AnswerSource = 'emergency' | 'guard' | 'smalltalk' | 'knowledge' | 'prices' | 'no-match';

/** The local answer and what it rests on (the facts an LLM may rephrase). */
export type LocalAnswer = { text: string; language: ChatLanguage; source: AnswerSource; facts: string[] };

export type ComposeInput = {
  message: string;
  language: ChatLanguage;
  currency: Currency;
  history: HistoryTurn[];
  /** Loaded only when the question is about prices; null when the database could not be read. */
  loadCatalogue: () => Promise<Catalogue | null>;
};

/** Share of the best score a second topic needs to be added to the answer. */
const SECOND_TOPIC_RATIO = 0.75;
/** Below this MiniSearch score a match is noise (a stray fuzzy hit). */
const MIN_SCORE = 3;

/**
 * Emma's offline brain, in order: danger first; no talk about her own set-up; greetings; prices
 * from the live catalogue; then the best fact sheets for the question in the language asked.
 */
export async function composeLocalAnswer(input: ComposeInput): Promise<LocalAnswer> {
  const emergency = detectEmergency(input.message, input.language);
  if (emergency) return { text: phrases[emergency].emergency, language: emergency, source: 'emergency', facts: [] };

  const language = detectLanguage(input.message, input.language);
  const say = phrases[language];
  if (isInstructionProbe(input.message)) return { text: say.refuseInstructions, language, source: 'guard', facts: [] };
  if (isGreeting(input.message)) return { text: say.greeting, language, source: 'smalltalk', facts: [] };
  if (isThanks(input.message)) return { text: say.thanks, language, source: 'smalltalk', facts: [] };

  const topic = directTopic(input.message);
  const named = topic ? knowledge[language].find((entry) => entry.id === topic) : undefined;
  if (named) return { text: named.answer, language, source: 'knowledge', facts: [named.answer] };

  let found = retrieve(input.message, language).filter((hit) => hit.score >= MIN_SCORE);
  // A short follow-up ("and the battery?") is read together with the previous question.
  if (found.length === 0 && input.history.length > 0) {
    const previous = [...input.history].reverse().find((turn) => turn.role === 'user');
    if (previous) found = retrieve(`${previous.content} ${input.message}`, language).filter((hit) => hit.score >= MIN_SCORE);
  }
  const facts = found.map((hit) => hit.entry.answer);

  if (asksForPrices(input.message)) {
    const catalogue = await input.loadCatalogue();
    const currency = currencyNamedIn(input.message) ?? input.currency;
    const prices = catalogue ? describePrices(input.message, catalogue, currency, language) : say.pricesUnavailable;
    return { text: prices, language, source: 'prices', facts: [prices, ...facts.slice(0, 1)] };
  }

  const [best, second] = found;
  if (!best) return { text: say.noMatch, language, source: 'no-match', facts: [] };
  const parts = [best.entry.answer];
  if (second && second.score >= best.score * SECOND_TOPIC_RATIO) parts.push(second.entry.answer);
  return { text: parts.join('\n\n'), language, source: 'knowledge', facts };
}
