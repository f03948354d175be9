/**
 * The homepage app preview settings (docs/product.md#data, site_content key homepage_app_preview): the type, the
 * defaults of docs/product.md#app-preview-config, and a parser that keeps only well-typed fields. Admins write this JSON, so every
 * field is checked; anything missing or malformed falls back to its default.
 *
 * The stored shape (issue 22) is the fields of docs/product.md#app-preview-config, in English, plus one `translations` object with
 * the other languages' texts beside them; English is the fallback for any text a language lacks:
 *
 *   {
 *     "appName": "ICE SOS", "tagline": "Tap once for immediate help", ...the other fields,
 *     "cards": [{ "icon": "battery", "title": "Battery", "status": "88%", "description": "Pendant battery level" }],
 *     "translations": {
 *       "nl": { "tagline": "Eén tik voor directe hulp", "cards": [{ "title": "Batterij", "description": "..." }] },
 *       "es": { "tagline": "Un toque para ayuda inmediata" }
 *     }
 *   }
 *
 * A translation holds only texts (appName, tagline, sosLabel, sosSubLabel, voiceLabel) and, per
 * card by its index in `cards`, title, status and description. Colours, switches and icons are the
 * same in every language. Readers that know nothing of translations still find every
 * English field where it always was.
 */
export const appPreviewKey = 'homepage_app_preview';

export type AppPreviewCard = { icon: string; title: string; status: string; description: string };

/** The languages a translation can be given in; English, the stored base, is not one of them. */
export const appPreviewLanguages = ['nl', 'es'] as const;
export type AppPreviewLanguage = (typeof appPreviewLanguages)[number];
export type AppPreviewLocale = 'en' | AppPreviewLanguage;

/** The top-level texts a translation may replace (the cards' texts are per card, below). */
export const appPreviewTextFields = ['appName', 'tagline', 'sosLabel', 'sosSubLabel', 'voiceLabel'] as const;
export type AppPreviewTextField = (typeof appPreviewTextFields)[number];

/** The texts of a card a translation may replace; icons stay the English card's. */
export const appPreviewCardTextFields = ['title', 'status', 'description'] as const;
export type AppPreviewCardTextField = (typeof appPreviewCardTextFields)[number];

/** One language's texts; cards by index, matching config.cards. Missing or blank texts fall back to English. */
export type AppPreviewTexts = {
  appName?: string;
  tagline?: string;
  sosLabel?: string;
  sosSubLabel?: string;
  voiceLabel?: string;
  cards?: { title?: string; status?: string; description?: string }[];
};

export type AppPreviewConfig = {
  appName: string;
  tagline: string;
  sosLabel: string;
  sosSubLabel: string;
  voiceLabel: string;
  sosColor: string;
  primaryColor: string;
  showSettingsIcon: boolean;
  enableBatteryCard: boolean;
  enableHeartRateCard: boolean;
  enableAiCard: boolean;
  enableRemindersCard: boolean;
  cards: AppPreviewCard[];
  /** The Dutch and Spanish texts; `{}` when none are given. */
  translations: Partial<Record<AppPreviewLanguage, AppPreviewTexts>>;
};

/** docs/product.md#data defaults (the same values supabase/seed.sql stores, translations included): red primary, green SOS. */
export const defaultAppPreviewConfig: AppPreviewConfig = {
  appName: 'ICE SOS',
  tagline: 'Tap once for immediate help',
  sosLabel: 'Emergency SOS',
  sosSubLabel: 'Alerts your family and emergency contacts',
  voiceLabel: 'Voice OFF',
  sosColor: '#16a34a',
  primaryColor: '#dc2626',
  showSettingsIcon: true,
  enableBatteryCard: true,
  enableHeartRateCard: false,
  enableAiCard: false,
  enableRemindersCard: false,
  cards: [{ icon: 'battery', title: 'Battery', status: '88%', description: 'Pendant battery level' }],
  // The defaults speak the visitor's language too, so a homepage with no saved row (or one reset
  // to the defaults) is not English on /nl and /es. A stored value without translations still
  // reads as `{}`: an admin's English text is never paired with a default Dutch one.
  translations: {
    nl: {
      tagline: 'Eén tik voor directe hulp',
      sosLabel: 'Nood-SOS',
      sosSubLabel: 'Waarschuwt uw familie en noodcontacten',
      voiceLabel: 'Spraak UIT',
      cards: [{ title: 'Batterij', description: 'Batterijniveau van de hanger' }],
    },
    es: {
      tagline: 'Un toque para recibir ayuda inmediata',
      sosLabel: 'SOS de emergencia',
      sosSubLabel: 'Avisa a su familia y a sus contactos de emergencia',
      voiceLabel: 'Voz DESACTIVADA',
      cards: [{ title: 'Batería', description: 'Nivel de batería del colgante' }],
    },
  },
};

// Colours end up in inline styles: accept hex only, so admin input cannot smuggle in url() or the like.
const hexColour = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

type Source = Record<string, unknown>;

const text = (source: Source, key: keyof AppPreviewConfig, fallback: string) => {
  const value = source[key];
  return typeof value === 'string' && value.trim() !== '' ? value : fallback;
};
const flag = (source: Source, key: keyof AppPreviewConfig, fallback: boolean) => {
  const value = source[key];
  return typeof value === 'boolean' ? value : fallback;
};
const colour = (source: Source, key: keyof AppPreviewConfig, fallback: string) => {
  const value = source[key];
  return typeof value === 'string' && hexColour.test(value) ? value : fallback;
};

function parseCards(value: unknown, fallback: AppPreviewCard[]): AppPreviewCard[] {
  if (!Array.isArray(value)) return fallback;
  return value.flatMap((card): AppPreviewCard[] => {
    if (card === null || typeof card !== 'object') return [];
    const { icon, title, status, description } = card as Source;
    if (typeof icon !== 'string' || typeof title !== 'string') return [];
    return [{ icon, title, status: typeof status === 'string' ? status : '', description: typeof description === 'string' ? description : '' }];
  });
}

const isObject = (value: unknown): value is Source => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Only strings survive; blank ones are dropped, as they would fall back to English anyway. */
function pickTexts<K extends string>(source: Source, keys: readonly K[]): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const key of keys) {
    const value = source[key];
    if (typeof value === 'string' && value.trim() !== '') out[key] = value;
  }
  return out;
}

function parseTexts(value: unknown): AppPreviewTexts | null {
  if (!isObject(value)) return null;
  const texts: AppPreviewTexts = pickTexts(value, appPreviewTextFields);
  // Cards pair with config.cards by index, so a malformed entry keeps its place as an empty one.
  if (Array.isArray(value.cards)) {
    const cards = value.cards.map((card) => (isObject(card) ? pickTexts(card, appPreviewCardTextFields) : {}));
    while (cards.length > 0 && Object.keys(cards[cards.length - 1]).length === 0) cards.pop();
    if (cards.length > 0) texts.cards = cards;
  }
  return Object.keys(texts).length > 0 ? texts : null;
}

function parseTranslations(value: unknown): AppPreviewConfig['translations'] {
  if (!isObject(value)) return {};
  const out: AppPreviewConfig['translations'] = {};
  for (const language of appPreviewLanguages) {
    const texts = parseTexts(value[language]);
    if (texts) out[language] = texts;
  }
  return out;
}

/** Merges a stored value over the defaults; a non-object value gives the defaults. */
export function parseAppPreviewConfig(value: unknown): AppPreviewConfig {
  const d = defaultAppPreviewConfig;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return d;
  const source = value as Source;
  return {
    appName: text(source, 'appName', d.appName),
    tagline: text(source, 'tagline', d.tagline),
    sosLabel: text(source, 'sosLabel', d.sosLabel),
    sosSubLabel: text(source, 'sosSubLabel', d.sosSubLabel),
    voiceLabel: text(source, 'voiceLabel', d.voiceLabel),
    sosColor: colour(source, 'sosColor', d.sosColor),
    primaryColor: colour(source, 'primaryColor', d.primaryColor),
    showSettingsIcon: flag(source, 'showSettingsIcon', d.showSettingsIcon),
    enableBatteryCard: flag(source, 'enableBatteryCard', d.enableBatteryCard),
    enableHeartRateCard: flag(source, 'enableHeartRateCard', d.enableHeartRateCard),
    enableAiCard: flag(source, 'enableAiCard', d.enableAiCard),
    enableRemindersCard: flag(source, 'enableRemindersCard', d.enableRemindersCard),
    cards: parseCards(source.cards, d.cards),
    translations: parseTranslations(source.translations),
  };
}

const given = (value: string | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * The config as a visitor in `locale` sees it: each text from that language's translation where
 * one is given and not blank, else the English one. English (and the translations themselves)
 * pass through unchanged, so the result can be localized again without harm.
 */
export function localizeAppPreview(config: AppPreviewConfig, locale: AppPreviewLocale): AppPreviewConfig {
  if (locale === 'en') return config;
  const texts = config.translations[locale];
  if (!texts) return config;
  const localized: AppPreviewConfig = { ...config };
  for (const field of appPreviewTextFields) {
    const value = texts[field];
    if (given(value)) localized[field] = value;
  }
  localized.cards = config.cards.map((card, index) => {
    const cardTexts = texts.cards?.[index];
    if (!cardTexts) return card;
    const out = { ...card };
    for (const field of appPreviewCardTextFields) {
      const value = cardTexts[field];
      if (given(value)) out[field] = value;
    }
    return out;
  });
  return localized;
}

/** A page locale as one of the preview's locales; anything else reads English. */
export function toAppPreviewLocale(locale: string): AppPreviewLocale {
  return (appPreviewLanguages as readonly string[]).includes(locale) ? (locale as AppPreviewLanguage) : 'en';
}

/**
 * Admins pick any colour; text on it must stay readable (WCAG contrast), so the preview writes on
 * it in whichever of white or near-black contrasts more.
 */
export function readableTextOn(hex: string): '#ffffff' | '#0f172a' {
  const full = hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex;
  const channel = (offset: number) => {
    const c = parseInt(full.slice(offset, offset + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  const dark = 0.0106; // relative luminance of #0f172a
  const contrastWhite = 1.05 / (luminance + 0.05);
  const contrastDark = (luminance + 0.05) / (dark + 0.05);
  return contrastWhite >= contrastDark ? '#ffffff' : '#0f172a';
}
