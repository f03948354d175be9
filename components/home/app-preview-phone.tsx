'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRef } from 'react';
import {
  appPreviewKey,
  defaultAppPreviewConfig,
  localizeAppPreview,
  parseAppPreviewConfig,
  readableTextOn,
  toAppPreviewLocale,
  type AppPreviewConfig,
  type AppPreviewLocale,
} from '@/lib/site-content/app-preview';
import type { RandomSource } from '@/lib/simulation/random';
import { useAppPreviewSimulation } from './use-app-preview-simulation';
import { useFirstSeen } from './use-first-seen';
import { useSiteContent } from './use-site-content';

type Props = {
  /** The homepage's server-rendered value; kept live from site_content unless `preview` is given. */
  initialConfig?: AppPreviewConfig;
  /**
   * The content editor's live preview: exactly this config, in this language, and no realtime
   * subscription (the admin's unsaved edits must not be replaced by the stored value).
   */
  preview?: { config: AppPreviewConfig; locale: AppPreviewLocale };
  /** Tests pass a seeded source. */
  random?: RandomSource;
  /** Tests turn the realtime subscription off. */
  live?: boolean;
};

type CardView = { id: string; title: string; status: string; description: string };

const simulatedIcons = new Set(['battery', 'heart', 'heartRate', 'ai', 'reminders']);

/**
 * The simulated phone of docs/product.md#routes-and-screens section 5. The admin's config (site_content) decides the labels,
 * colours and which cards show; the simulation (docs/product.md#states) fills in the live-looking numbers.
 */
export function AppPreviewPhone({ initialConfig = defaultAppPreviewConfig, preview, random, live = true }: Props) {
  // Live once the phone has been on screen: the channel loads supabase-js, which a visitor who
  // never scrolls here has no use for (issue 48). The server rendered the current config.
  const figure = useRef<HTMLElement>(null);
  const seen = useFirstSeen(figure);
  const stored = useSiteContent(appPreviewKey, initialConfig, parseAppPreviewConfig, defaultAppPreviewConfig, live && !preview && seen);
  const pageLocale = useLocale();
  // Texts in the page's language where the admin gave them, English otherwise (issue 22).
  const config = preview ? localizeAppPreview(preview.config, preview.locale) : localizeAppPreview(stored, toAppPreviewLocale(pageLocale));
  const sim = useAppPreviewSimulation(random);
  const t = useTranslations('AppPreview');

  // A config card with the same icon supplies its title and description to a simulated card.
  const fromConfig = (icon: string) => config.cards.find((card) => card.icon === icon);
  const cards: CardView[] = [];
  if (config.enableBatteryCard) {
    const card = fromConfig('battery');
    cards.push({ id: 'battery', title: card?.title ?? t('battery'), status: `${sim.battery}%`, description: card?.description ?? '' });
  }
  if (config.enableHeartRateCard) {
    const card = fromConfig('heart') ?? fromConfig('heartRate');
    cards.push({ id: 'heart', title: card?.title ?? t('heartRate'), status: t('bpm', { value: sim.heartRate }), description: card?.description ?? '' });
  }
  if (config.enableAiCard) {
    const card = fromConfig('ai');
    cards.push({ id: 'ai', title: card?.title ?? t('ai'), status: sim.aiActive ? t('aiActive') : t('aiIdle'), description: card?.description ?? '' });
  }
  if (config.enableRemindersCard) {
    const card = fromConfig('reminders');
    cards.push({ id: 'reminders', title: card?.title ?? t('reminders'), status: t('remindersDue', { count: sim.reminders }), description: card?.description ?? '' });
  }
  config.cards
    .filter((card) => !simulatedIcons.has(card.icon))
    .forEach((card, index) => cards.push({ id: `custom-${index}`, ...card }));

  return (
    <figure ref={figure} aria-label={t('phoneLabel')} className="mx-auto w-full max-w-xs">
      <div className="rounded-[2.5rem] border-8 border-slate-900 bg-slate-50 p-4 shadow-xl">
        <div
          className="flex items-center justify-between rounded-2xl px-4 py-3"
          style={{ backgroundColor: config.primaryColor, color: readableTextOn(config.primaryColor) }}
        >
          <span className="text-lg font-bold" data-testid="app-preview-name">
            {config.appName}
          </span>
          {config.showSettingsIcon && (
            <svg viewBox="0 0 24 24" role="img" aria-label={t('settings')} className="size-6" fill="none">
              <circle cx="12" cy="12" r="3" stroke="currentColor" strokeWidth="2" />
              <path
                d="M12 2v3m0 14v3M2 12h3m14 0h3M4.9 4.9 7 7m10 10 2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          )}
        </div>
        <p className="mt-4 text-center text-base font-medium" data-testid="app-preview-tagline">
          {config.tagline}
        </p>
        <div
          className="mx-auto mt-4 flex size-44 flex-col items-center justify-center gap-1 rounded-full p-4 text-center shadow-lg"
          data-testid="app-preview-sos"
          style={{ backgroundColor: config.sosColor, color: readableTextOn(config.sosColor) }}
        >
          <span className="text-xl leading-tight font-bold">{config.sosLabel}</span>
          <span className="text-sm leading-snug">{config.sosSubLabel}</span>
        </div>
        <p className="mt-3 text-center text-sm font-medium text-slate-700">{config.voiceLabel}</p>
        <ul className="mt-4 flex flex-col gap-2">
          {cards.map((card) => (
            <li key={card.id} data-card={card.id} className="flex items-center justify-between gap-2 rounded-xl bg-white p-3 shadow-sm">
              <span className="flex flex-col">
                <span className="font-semibold text-slate-900">{card.title}</span>
                {card.description && <span className="text-sm text-slate-700">{card.description}</span>}
              </span>
              <span className="font-bold text-slate-900 tabular-nums">{card.status}</span>
            </li>
          ))}
        </ul>
      </div>
      <figcaption className="mt-3 text-center text-sm text-muted-foreground">{t('simulated')}</figcaption>
    </figure>
  );
}
