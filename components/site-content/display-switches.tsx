'use client';

import { useTranslations } from 'next-intl';
import type { AppPreviewConfig } from '@/lib/site-content/app-preview';

export const displaySwitches = ['showSettingsIcon', 'enableBatteryCard', 'enableHeartRateCard', 'enableAiCard', 'enableRemindersCard'] as const;
export type DisplaySwitch = (typeof displaySwitches)[number];

/** What the phone shows: the settings icon and the four simulated cards, one labelled checkbox each. */
export function DisplaySwitches({ value, onChange }: { value: AppPreviewConfig; onChange(field: DisplaySwitch, on: boolean): void }) {
  const t = useTranslations('AdminContent');
  return (
    <div className="flex flex-col gap-3">
      <p id="content-display-hint" className="text-sm text-muted-foreground">
        {t('display.hint')}
      </p>
      {displaySwitches.map((field) => (
        <div key={field} className="flex min-h-11 items-center gap-3">
          <input
            id={`content-${field}`}
            type="checkbox"
            checked={value[field]}
            onChange={(event) => onChange(field, event.target.checked)}
            className="size-5 shrink-0 accent-guardian"
          />
          {/* The label fills the 44 px row, so the whole row takes a tap, not just the text's line. */}
          <label htmlFor={`content-${field}`} className="flex min-h-11 min-w-0 flex-1 items-center">
            {t(`fields.${field}`)}
          </label>
        </div>
      ))}
    </div>
  );
}
