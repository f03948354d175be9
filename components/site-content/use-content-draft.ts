'use client';

import { useCallback, useState } from 'react';
import { addCard, moveCard, removeCard, setCardIcon, setCardText, setText } from '@/lib/site-content/edit-config';
import type { AppPreviewCardTextField, AppPreviewConfig, AppPreviewLocale, AppPreviewTextField } from '@/lib/site-content/app-preview';

type Draft = { value: AppPreviewConfig; keys: string[] };

// Keys only need to be unique on the page, so one counter for the module will do.
let lastKey = 0;
const newKey = () => `card${(lastKey += 1)}`;
const keysFor = (value: AppPreviewConfig) => value.cards.map(newKey);

/**
 * The editor's unsaved value and a stable key per card (cards have no id of their own, and
 * index keys would leave a moved card's inputs behind). `onChange` runs on every edit, so the
 * save state can go back from "saved" to idle.
 */
export function useContentDraft(initial: AppPreviewConfig, onChange: () => void) {
  const [draft, setDraft] = useState<Draft>(() => ({ value: initial, keys: keysFor(initial) }));

  const edit = (change: (draft: Draft) => Draft) => {
    setDraft(change);
    onChange();
  };

  /** A whole new value (a restore, the defaults, a merge, theirs): new keys for its cards. */
  const replace = useCallback((value: AppPreviewConfig) => {
    setDraft({ value, keys: keysFor(value) });
  }, []);

  /** After a save: the stored (trimmed) value, unless the admin typed on meanwhile. */
  const replaceIf = useCallback((sent: AppPreviewConfig, value: AppPreviewConfig) => {
    setDraft((d) => (d.value === sent ? { ...d, value } : d));
  }, []);

  return {
    value: draft.value,
    replaceIf,
    keys: draft.keys,
    replace,
    setText: (locale: AppPreviewLocale, field: AppPreviewTextField, text: string) => edit((d) => ({ ...d, value: setText(d.value, locale, field, text) })),
    setField: <K extends keyof AppPreviewConfig>(field: K, value: AppPreviewConfig[K]) => edit((d) => ({ ...d, value: { ...d.value, [field]: value } })),
    setCardIcon: (index: number, icon: string) => edit((d) => ({ ...d, value: setCardIcon(d.value, index, icon) })),
    setCardText: (locale: AppPreviewLocale, index: number, field: AppPreviewCardTextField, text: string) =>
      edit((d) => ({ ...d, value: setCardText(d.value, locale, index, field, text) })),
    addCard: () => {
      const key = newKey();
      edit((d) => ({ value: addCard(d.value, { icon: 'custom', title: '', status: '', description: '' }), keys: [...d.keys, key] }));
      return key;
    },
    removeCard: (index: number) => edit((d) => ({ value: removeCard(d.value, index), keys: d.keys.filter((_, i) => i !== index) })),
    moveCard: (index: number, step: -1 | 1) =>
      edit((d) => {
        const keys = [...d.keys];
        const target = index + step;
        if (target < 0 || target >= keys.length) return d;
        [keys[index], keys[target]] = [keys[target], keys[index]];
        return { value: moveCard(d.value, index, step), keys };
      }),
  };
}
