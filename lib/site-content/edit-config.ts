/**
 * The content editor's changes to a homepage app preview config (issue 22), kept pure so the
 * editor stays a thin view and tests can pin them down. Translations pair with `cards` by index
 * (lib/site-content/app-preview.ts), so every change to the card list moves the translated card texts along
 * with their card, and blank translated texts are dropped (they mean "show the English text").
 */
import {
  appPreviewLanguages,
  type AppPreviewCard,
  type AppPreviewCardTextField,
  type AppPreviewConfig,
  type AppPreviewLanguage,
  type AppPreviewLocale,
  type AppPreviewTextField,
  type AppPreviewTexts,
} from '@/lib/site-content/app-preview';

type CardTexts = NonNullable<AppPreviewTexts['cards']>[number];

const blank = (value: string | undefined) => value === undefined || value.trim() === '';

/** One language's translation with empty parts removed; null when nothing is left. */
function tidy(texts: AppPreviewTexts): AppPreviewTexts | null {
  const out: AppPreviewTexts = { ...texts };
  if (out.cards) {
    const cards = out.cards.map((card) => Object.fromEntries(Object.entries(card ?? {}).filter(([, text]) => !blank(text))) as CardTexts);
    while (cards.length > 0 && Object.keys(cards[cards.length - 1]).length === 0) cards.pop();
    if (cards.length > 0) out.cards = cards;
    else delete out.cards;
  }
  return Object.keys(out).length > 0 ? out : null;
}

function withTranslation(config: AppPreviewConfig, language: AppPreviewLanguage, texts: AppPreviewTexts): AppPreviewConfig {
  const translations = { ...config.translations };
  const tidied = tidy(texts);
  if (tidied) translations[language] = tidied;
  else delete translations[language];
  return { ...config, translations };
}

/** A text as the editor shows it in one language: a translation shows '' when it falls back to English. */
export function textIn(config: AppPreviewConfig, locale: AppPreviewLocale, field: AppPreviewTextField): string {
  return locale === 'en' ? config[field] : (config.translations[locale]?.[field] ?? '');
}

export function setText(config: AppPreviewConfig, locale: AppPreviewLocale, field: AppPreviewTextField, text: string): AppPreviewConfig {
  if (locale === 'en') return { ...config, [field]: text };
  const texts: AppPreviewTexts = { ...config.translations[locale] };
  if (blank(text)) delete texts[field];
  else texts[field] = text;
  return withTranslation(config, locale, texts);
}

export function cardTextIn(config: AppPreviewConfig, locale: AppPreviewLocale, index: number, field: AppPreviewCardTextField): string {
  return locale === 'en' ? (config.cards[index]?.[field] ?? '') : (config.translations[locale]?.cards?.[index]?.[field] ?? '');
}

export function setCardText(config: AppPreviewConfig, locale: AppPreviewLocale, index: number, field: AppPreviewCardTextField, text: string): AppPreviewConfig {
  if (locale === 'en') return { ...config, cards: config.cards.map((card, i) => (i === index ? { ...card, [field]: text } : card)) };
  const texts: AppPreviewTexts = { ...config.translations[locale] };
  const cards = [...(texts.cards ?? [])];
  while (cards.length <= index) cards.push({});
  cards[index] = { ...cards[index], [field]: text };
  texts.cards = cards;
  return withTranslation(config, locale, texts);
}

export function setCardIcon(config: AppPreviewConfig, index: number, icon: string): AppPreviewConfig {
  return { ...config, cards: config.cards.map((card, i) => (i === index ? { ...card, icon } : card)) };
}

/** Applies the same list change to the English cards and to every language's card texts. */
function reshapeCards(config: AppPreviewConfig, reshape: <T>(list: T[]) => T[]): AppPreviewConfig {
  let next: AppPreviewConfig = { ...config, cards: reshape(config.cards) };
  for (const language of appPreviewLanguages) {
    const texts = config.translations[language];
    if (!texts?.cards) continue;
    // Pad to the card count first, so a move or removal lines up with the English list.
    const padded = [...texts.cards];
    while (padded.length < config.cards.length) padded.push({});
    next = withTranslation(next, language, { ...texts, cards: reshape(padded) });
  }
  return next;
}

export function addCard(config: AppPreviewConfig, card: AppPreviewCard): AppPreviewConfig {
  // A new card is last: no translation has texts for it yet, so nothing else moves.
  return { ...config, cards: [...config.cards, card] };
}

export function removeCard(config: AppPreviewConfig, index: number): AppPreviewConfig {
  return reshapeCards(config, (list) => list.filter((_, i) => i !== index));
}

/** Moves a card one place up (-1) or down (+1); out of range changes nothing. */
export function moveCard(config: AppPreviewConfig, index: number, step: -1 | 1): AppPreviewConfig {
  const target = index + step;
  if (index < 0 || index >= config.cards.length || target < 0 || target >= config.cards.length) return config;
  return reshapeCards(config, (list) => {
    const out = [...list];
    [out[index], out[target]] = [out[target], out[index]];
    return out;
  });
}
