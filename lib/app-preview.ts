/**
 * The homepage app preview settings (docs/product.md#data, site_content key homepage_app_preview): the type, the
 * defaults of docs/product.md#app-preview-config, and a parser that keeps only well-typed fields. Admins write this JSON, so every
 * field is checked; anything missing or malformed falls back to its default.
 */
export const appPreviewKey = 'homepage_app_preview';

export type AppPreviewCard = { icon: string; title: string; status: string; description: string };

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
};

/** docs/product.md#data defaults (the same values supabase/seed.sql stores): red primary, green SOS. */
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
  };
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
