'use client';

import { useCallback, useState } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { addCard, moveCard, removeCard, setCardIcon, setCardText, setText } from '@/lib/site-content/edit-config';
import type { AppPreviewCardTextField, AppPreviewConfig, AppPreviewLocale, AppPreviewTextField } from '@/lib/site-content/app-preview';
import { diffAppPreview } from '@/lib/site-content/merge';
import type { AppPreviewValueInput, appPreviewValueSchema } from '@/lib/validation/site-content';
import type { z } from '@/lib/zod';

/** The editor's form: the save action's value schema, its output what the action is sent. */
export type ContentForm = UseFormReturn<AppPreviewValueInput, unknown, z.output<typeof appPreviewValueSchema>>;

// Keys only need to be unique on the page, so one counter for the module will do.
let lastKey = 0;
const newKey = () => `card${(lastKey += 1)}`;
const keysFor = (value: AppPreviewConfig) => value.cards.map(newKey);

/**
 * The editor's unsaved value, held by its react-hook-form form, and a stable key per card (cards
 * have no id of their own, and index keys would leave a moved card's inputs behind). Every edit is
 * one of lib/site-content/edit-config.ts's pure changes to the whole config (a translation's blank
 * text is dropped, a moved card takes its translated texts along), written back field by field;
 * after the first save attempt the form checks what changed again at once, as the form kit's
 * forms do. `onChange` runs on every edit, so the save state can go back from "saved" to idle.
 */
export function useContentDraft(form: ContentForm, onChange: () => void) {
  // The form only ever holds whole configs (the first one, then edits and replacements of it).
  const value = useWatch({ control: form.control }) as AppPreviewConfig;
  const [keys, setKeys] = useState(() => keysFor(form.getValues() as AppPreviewConfig));

  const edit = (change: (value: AppPreviewConfig) => AppPreviewConfig, reshapeKeys?: (keys: string[]) => string[]) => {
    const before = form.getValues() as AppPreviewConfig;
    const after = change(before);
    // The changes keep every field they leave alone, so only the ones that differ are written.
    for (const field of Object.keys(after) as (keyof AppPreviewConfig)[]) {
      if (after[field] !== before[field]) form.setValue(field, after[field], { shouldValidate: form.formState.isSubmitted });
    }
    if (reshapeKeys) setKeys(reshapeKeys);
    onChange();
  };

  /**
   * A whole new value (a restore, the defaults, a merge, theirs), with new keys for its cards. The
   * fields' messages go until the next save, unless `keepChecking` (a newer version read in while
   * the form is being checked as it changes).
   */
  const replace = useCallback(
    (next: AppPreviewConfig, { keepChecking = false } = {}) => {
      form.reset(next, { keepIsSubmitted: keepChecking });
      setKeys(keysFor(next));
    },
    [form],
  );

  /** After a save: the stored (trimmed) value, unless the admin typed on meanwhile. */
  const replaceIf = useCallback(
    (sent: AppPreviewConfig, stored: AppPreviewConfig) => {
      if (diffAppPreview(sent, form.getValues() as AppPreviewConfig).length > 0) return;
      for (const field of Object.keys(stored) as (keyof AppPreviewConfig)[]) form.setValue(field, stored[field]);
    },
    [form],
  );

  return {
    value,
    keys,
    replace,
    replaceIf,
    setText: (locale: AppPreviewLocale, field: AppPreviewTextField, text: string) => edit((v) => setText(v, locale, field, text)),
    setField: <K extends keyof AppPreviewConfig>(field: K, next: AppPreviewConfig[K]) => edit((v) => ({ ...v, [field]: next })),
    setCardIcon: (index: number, icon: string) => edit((v) => setCardIcon(v, index, icon)),
    setCardText: (locale: AppPreviewLocale, index: number, field: AppPreviewCardTextField, text: string) => edit((v) => setCardText(v, locale, index, field, text)),
    addCard: () => {
      const key = newKey();
      edit(
        (v) => addCard(v, { icon: 'custom', title: '', status: '', description: '' }),
        (current) => [...current, key],
      );
      return key;
    },
    removeCard: (index: number) =>
      edit(
        (v) => removeCard(v, index),
        (current) => current.filter((_, i) => i !== index),
      ),
    moveCard: (index: number, step: -1 | 1) => {
      const target = index + step;
      if (target < 0 || target >= keys.length) return;
      edit(
        (v) => moveCard(v, index, step),
        (current) => {
          const moved = [...current];
          [moved[index], moved[target]] = [moved[target], moved[index]];
          return moved;
        },
      );
    },
  };
}
