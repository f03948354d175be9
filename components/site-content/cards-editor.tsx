'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { InputField } from '@/components/forms/input-field';
import { LabelledField } from '@/components/forms/labelled-field';
import { Button } from '@/components/ui/button';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { cardTextIn } from '@/lib/site-content/edit-config';
import { appPreviewCardTextFields, type AppPreviewCardTextField, type AppPreviewConfig, type AppPreviewLocale } from '@/lib/site-content/app-preview';
import { SITE_CONTENT_LIMITS } from '@/lib/validation/site-content';

/** The icons the phone simulates a card for; 'custom' stands for any other (free-text) icon. */
const ICON_CHOICES = ['battery', 'heart', 'ai', 'reminders', 'custom'] as const;
type IconChoice = (typeof ICON_CHOICES)[number];

// 'heartRate' is the older name of the heart card's icon; the phone treats both alike.
const choiceOf = (icon: string): IconChoice => (icon === 'heartRate' ? 'heart' : (ICON_CHOICES as readonly string[]).includes(icon) && icon !== 'custom' ? (icon as IconChoice) : 'custom');

type Props = {
  value: AppPreviewConfig;
  /** A stable key per card (same order as value.cards), so moving a card moves its fields. */
  keys: string[];
  language: AppPreviewLocale;
  errorOf(path: string): string | undefined;
  onIcon(index: number, icon: string): void;
  onText(index: number, field: AppPreviewCardTextField, text: string): void;
  /** Adds an empty card and answers its key. */
  onAdd(): string;
  onRemove(index: number): void;
  onMove(index: number, step: -1 | 1): void;
  /** Announces what a button did (the list changed around the focus). */
  say(text: string): void;
};

/**
 * The phone's cards as a list: icon (the same in every language), then title, status and
 * description in the chosen language, with buttons to move a card and remove it. After each of
 * those the focus goes somewhere sensible, since the button pressed may have moved or gone.
 */
export function CardsEditor({ value, keys, language, errorOf, onIcon, onText, onAdd, onRemove, onMove, say }: Props) {
  const t = useTranslations('AdminContent');
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const count = value.cards.length;
  const full = count >= SITE_CONTENT_LIMITS.cards.max;
  const pathOf = (index: number, field: string) => (language === 'en' ? `cards.${index}.${field}` : `translations.${language}.cards.${index}.${field}`);

  return (
    <div className="flex flex-col gap-4">
      {count === 0 && <p>{t('cards.empty')}</p>}
      {errorOf('cards') && (
        <p role="alert" className="text-sm text-destructive">
          {errorOf('cards')}
        </p>
      )}
      <ol className="flex flex-col gap-4">
        {value.cards.map((card, index) => {
          const key = keys[index];
          const number = index + 1;
          const choice = choiceOf(card.icon);
          const simulated = choice !== 'custom';
          return (
            <li key={key} data-testid="content-card">
              <fieldset className="flex min-w-0 flex-col gap-3 rounded-lg border border-border p-4">
                <legend className="px-1 font-semibold">{t('cards.item', { number })}</legend>
                <LabelledField id={`card-${key}-icon`} label={t('cards.icon')} hint={language === 'en' ? undefined : t('cards.iconEverywhere')}>
                  {(described) => (
                    <select
                      id={`card-${key}-icon`}
                      {...described}
                      value={choice}
                      onChange={(event) => onIcon(index, event.target.value === 'custom' ? 'custom' : event.target.value)}
                      className="h-11 w-full min-w-0 rounded-md border border-border bg-background px-2 text-base outline-none focus-visible:ring-2 focus-visible:ring-guardian sm:w-60"
                    >
                      {ICON_CHOICES.map((icon) => (
                        <option key={icon} value={icon}>
                          {t(`cards.iconOptions.${icon}`)}
                        </option>
                      ))}
                    </select>
                  )}
                </LabelledField>
                {simulated ? (
                  <p className="text-sm text-muted-foreground">{t('cards.simulatedHint')}</p>
                ) : (
                  <InputField
                    id={`card-${key}-custom-icon`}
                    label={t('cards.customIcon')}
                    hint={t('cards.customHint')}
                    error={errorOf(`cards.${index}.icon`)}
                    value={card.icon}
                    onChange={(event) => onIcon(index, event.target.value)}
                    autoComplete="off"
                    spellCheck={false}
                  />
                )}
                {appPreviewCardTextFields.map((field) => (
                  <InputField
                    key={`${field}-${language}`}
                    id={`card-${key}-${field}-${language}`}
                    label={t(`cards.${field}`)}
                    lang={language}
                    value={cardTextIn(value, language, index, field)}
                    placeholder={language === 'en' ? undefined : card[field] || undefined}
                    error={errorOf(pathOf(index, field))}
                    onChange={(event) => onText(index, field, event.target.value)}
                    autoComplete="off"
                  />
                ))}
                <div className="flex flex-wrap gap-2">
                  <Button
                    id={`card-${key}-up`}
                    variant="outline"
                    size="sm"
                    wrap
                    disabled={index === 0}
                    onClick={() => {
                      focusNext.current = index - 1 === 0 ? `card-${key}-down` : `card-${key}-up`;
                      onMove(index, -1);
                      say(t('cards.moved', { number: index }));
                    }}
                  >
                    {t('cards.moveUp')} <VisuallyHidden>{t('cards.which', { number })}</VisuallyHidden>
                  </Button>
                  <Button
                    id={`card-${key}-down`}
                    variant="outline"
                    size="sm"
                    wrap
                    disabled={index === count - 1}
                    onClick={() => {
                      focusNext.current = index + 1 === count - 1 ? `card-${key}-up` : `card-${key}-down`;
                      onMove(index, 1);
                      say(t('cards.moved', { number: index + 2 }));
                    }}
                  >
                    {t('cards.moveDown')} <VisuallyHidden>{t('cards.which', { number })}</VisuallyHidden>
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    wrap
                    onClick={() => {
                      // The card that takes its place, else the one before, else the add button.
                      const next = keys[index + 1] ?? keys[index - 1];
                      focusNext.current = next ? `card-${next}-icon` : 'content-add-card';
                      onRemove(index);
                      say(t('cards.removed', { number }));
                    }}
                  >
                    {t('cards.remove')} <VisuallyHidden>{t('cards.which', { number })}</VisuallyHidden>
                  </Button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-col gap-1.5">
        <Button
          id="content-add-card"
          variant="outline"
          className="self-start"
          wrap
          disabled={full}
          aria-describedby={full ? 'content-cards-full' : undefined}
          onClick={() => {
            focusNext.current = `card-${onAdd()}-icon`;
            say(t('cards.added', { number: count + 1 }));
          }}
        >
          {t('cards.add')}
        </Button>
        {full && (
          <p id="content-cards-full" className="text-sm text-muted-foreground">
            {t('cards.full', { max: SITE_CONTENT_LIMITS.cards.max })}
          </p>
        )}
      </div>
    </div>
  );
}
