'use client';

import { useTranslations } from 'next-intl';
import { InputField } from '@/components/forms/input-field';

const sixDigits = /^#[0-9a-f]{6}$/i;
const threeDigits = /^#[0-9a-f]{3}$/i;

/** The picker only takes #rrggbb: a short code is spelled out, and a half-typed one shows black until it is whole. */
function pickerValue(hex: string): string {
  const value = hex.trim();
  if (sixDigits.test(value)) return value.toLowerCase();
  if (threeDigits.test(value)) return `#${[...value.slice(1)].map((c) => c + c).join('')}`.toLowerCase();
  return '#000000';
}

type Props = { id: string; legend: string; value: string; error?: string; onChange(value: string): void };

/**
 * One colour, chosen with the browser's picker or typed as a hex code (some pickers are hard to use
 * with a keyboard or a screen reader; the text field always works). Both edit the same value.
 */
export function ColourField({ id, legend, value, error, onChange }: Props) {
  const t = useTranslations('AdminContent.colour');
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-1 font-medium">{legend}</legend>
      <div className="flex flex-wrap items-start gap-4">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-picker`} className="text-sm font-medium">
            {t('picker')}
          </label>
          <input
            id={`${id}-picker`}
            type="color"
            value={pickerValue(value)}
            onChange={(event) => onChange(event.target.value)}
            className="h-11 w-16 cursor-pointer rounded-md border border-border bg-background p-1"
          />
        </div>
        <InputField
          id={`${id}-hex`}
          label={t('hex')}
          hint={t('hint')}
          error={error}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          spellCheck={false}
          autoComplete="off"
          className="w-36 font-mono"
        />
      </div>
    </fieldset>
  );
}
