export type ChatLanguage = 'en' | 'nl' | 'es';

/** One fact sheet Emma can answer from; the same ids exist in every language. */
export type KnowledgeEntry = {
  id: string;
  title: string;
  /** Words people use when they ask about this, in this language (weighted highest in search). */
  keywords: string;
  answer: string;
};
