import MiniSearch from 'minisearch';
import { dutchKnowledge } from './knowledge/nl';
import { englishKnowledge } from './knowledge/en';
import { spanishKnowledge } from './knowledge/es';
import type { ChatLanguage, KnowledgeEntry } from './knowledge/types';
import { normalise } from './normalise';

export const knowledge: Record<ChatLanguage, KnowledgeEntry[]> = {
  en: englishKnowledge,
  nl: dutchKnowledge,
  es: spanishKnowledge,
};

/** Words too common to tell one topic from another (accent-free). */
const stopWords = new Set(
  (
    'a an the is are am be do does did i me my you your we our us it its of to in on at for with and or can could would ' +
    'what how which who when where why there this that have has please tell about emma ice sos ' +
    'de het een en of is zijn ben ik mij mijn je jij jullie u uw we ons wat hoe welke wie wanneer waar waarom er dit dat ' +
    'heb hebt heeft kan kun kunt met voor op in aan van te om over graag vertel ' +
    'el la los las un una unos unas y o es son soy yo me mi mis tu tus te que como cual quien cuando donde por para con ' +
    'en de del al se lo le puedo puede hay esto eso sobre dime favor'
  ).split(' '),
);

function processTerm(term: string): string | null {
  const value = normalise(term);
  return value.length < 2 || stopWords.has(value) ? null : value;
}

function buildIndex(entries: KnowledgeEntry[]): MiniSearch<KnowledgeEntry> {
  const index = new MiniSearch<KnowledgeEntry>({
    fields: ['title', 'keywords', 'answer'],
    storeFields: ['id'],
    processTerm,
    searchOptions: { boost: { keywords: 3, title: 2 }, prefix: (term) => term.length >= 4, fuzzy: 0.2, combineWith: 'OR' },
  });
  index.addAll(entries);
  return index;
}

const indexes = new Map<ChatLanguage, MiniSearch<KnowledgeEntry>>();

export type Retrieved = { entry: KnowledgeEntry; score: number };

/** The fact sheets that best match a question, best first, in the language asked. */
export function retrieve(question: string, language: ChatLanguage, limit = 3): Retrieved[] {
  let index = indexes.get(language);
  if (!index) {
    index = buildIndex(knowledge[language]);
    indexes.set(language, index);
  }
  const byId = new Map(knowledge[language].map((entry) => [entry.id, entry]));
  return index
    .search(question)
    .slice(0, limit)
    .flatMap((result) => {
      const entry = byId.get(String(result.id));
      return entry ? [{ entry, score: result.score }] : [];
    });
}
