'use client';

import { useTranslations } from 'next-intl';
import type { AppPreviewLanguage } from '@/lib/site-content/app-preview';

type FieldKey = 'appName' | 'tagline' | 'sosLabel' | 'sosSubLabel' | 'voiceLabel' | 'sosColor' | 'primaryColor' | 'showSettingsIcon' | 'enableBatteryCard' | 'enableHeartRateCard' | 'enableAiCard' | 'enableRemindersCard' | 'cards';
type CardTexts = { title?: string; status?: string; description?: string };

const FIELD_KEYS: readonly string[] = ['appName', 'tagline', 'sosLabel', 'sosSubLabel', 'voiceLabel', 'sosColor', 'primaryColor', 'showSettingsIcon', 'enableBatteryCard', 'enableHeartRateCard', 'enableAiCard', 'enableRemindersCard', 'cards'];

/**
 * How the comparison table and the merge panel name a field and write its value, in the admin's
 * language: paths are lib/site-content/merge.ts's ('tagline', 'translations.nl.cards'), values
 * are JSON (texts, colours, switches, card lists).
 */
export function useFieldText() {
  const t = useTranslations('AdminContent');

  const label = (path: string): string => {
    const [head, language, field] = path.split('.');
    if (head === 'translations' && FIELD_KEYS.includes(field)) {
      return t('inLanguage', { field: t(`fields.${field as FieldKey}`), language: t(`language.${language as AppPreviewLanguage}`) });
    }
    return FIELD_KEYS.includes(path) ? t(`fields.${path as FieldKey}`) : path;
  };

  const cardsText = (cards: CardTexts[]) =>
    cards.length === 0
      ? t('values.noCards')
      : cards.map((card, index) => `${index + 1}. ${[card.title, card.status, card.description].filter((part) => part && part.trim() !== '').join(' · ') || '—'}`).join('; ');

  const text = (value: unknown): string => {
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return t('values.empty');
    if (typeof value === 'boolean') return value ? t('values.on') : t('values.off');
    if (Array.isArray(value)) return cardsText(value as CardTexts[]);
    return String(value);
  };

  return { label, text };
}
