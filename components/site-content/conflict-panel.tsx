'use client';

import { useTranslations } from 'next-intl';
import { type Ref, useState } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { Button } from '@/components/ui/button';
import { LocalMoment } from '@/components/ui/local-moment';
import type { AppPreviewConfig } from '@/lib/site-content/app-preview';
import type { ContentVersion } from '@/lib/data/site-content-versions';
import { applyFieldValue, mergeAppPreview } from '@/lib/site-content/merge';
import { useFieldText } from './use-field-text';

type Choice = 'mine' | 'theirs';

type Props = {
  /** The version the admin started from. */
  base: AppPreviewConfig;
  /** The admin's unsaved value (the form). */
  mine: AppPreviewConfig;
  /** What another admin saved meanwhile. */
  current: ContentVersion;
  busy: boolean;
  headingRef: Ref<HTMLHeadingElement>;
  onSaveMerged(value: AppPreviewConfig, baseVersion: number): void;
  onDiscard(current: ContentVersion): void;
};

/**
 * A save refused because someone saved first (the database compared versions): who and when,
 * then a three-way merge. Their changes to fields this admin left alone are taken as they are;
 * for each field both changed the admin picks one side. "Save merged" saves on top of their version.
 */
export function ConflictPanel({ base, mine, current, busy, headingRef, onSaveMerged, onDiscard }: Props) {
  const t = useTranslations('AdminContent.conflict');
  const field = useFieldText();
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const [missing, setMissing] = useState(false);
  const { merged, conflicts } = mergeAppPreview(base, mine, current.value);
  const time = () => <LocalMoment iso={current.savedAt} style="medium" />;

  const saveMerged = () => {
    const open = conflicts.find((conflict) => !choices[conflict.path]);
    if (open) {
      setMissing(true);
      document.getElementById(choiceId(open.path, 'mine'))?.focus();
      return;
    }
    setMissing(false);
    const value = conflicts.reduce((config, conflict) => applyFieldValue(config, conflict.path, choices[conflict.path] === 'mine' ? conflict.mine : conflict.theirs), merged);
    onSaveMerged(value, current.version);
  };

  return (
    <section aria-labelledby="content-conflict-title" className="flex flex-col gap-4 rounded-lg border-2 border-destructive/50 bg-destructive/5 p-4" data-testid="content-conflict">
      <h2 id="content-conflict-title" ref={headingRef} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
        {t('title')}
      </h2>
      <p data-testid="content-conflict-by">{current.savedBy ? t.rich('changedBy', { name: current.savedBy, time }) : t.rich('changedByUnknown', { time })}</p>
      <p>{t('auto')}</p>
      {conflicts.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <>
          <p>{t('choose')}</p>
          {conflicts.map((conflict) => (
            <fieldset key={conflict.path} className="flex min-w-0 flex-col gap-2" data-testid="content-conflict-field">
              <legend className="mb-1 font-medium">{field.label(conflict.path)}</legend>
              {(['mine', 'theirs'] as const).map((side) => (
                <label
                  key={side}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-border bg-background px-3 py-2 has-checked:border-guardian has-focus-visible:ring-2 has-focus-visible:ring-guardian"
                >
                  <input
                    id={choiceId(conflict.path, side)}
                    type="radio"
                    name={`conflict-${conflict.path}`}
                    value={side}
                    checked={choices[conflict.path] === side}
                    onChange={() => setChoices((previous) => ({ ...previous, [conflict.path]: side }))}
                    className="size-5 shrink-0 accent-guardian"
                  />
                  <span className="min-w-0 [overflow-wrap:anywhere]">
                    {side === 'mine' ? t('keepMine', { value: field.text(conflict.mine) }) : t('useTheirs', { value: field.text(conflict.theirs) })}
                  </span>
                </label>
              ))}
            </fieldset>
          ))}
        </>
      )}
      {missing && <FormAlert tone="error">{t('pickAll')}</FormAlert>}
      <div className="flex flex-wrap gap-3">
        <Button variant="guardian" wrap loading={busy} onClick={saveMerged}>
          {t('saveMerged')}
        </Button>
        <Button variant="outline" wrap disabled={busy} onClick={() => onDiscard(current)}>
          {t('discard')}
        </Button>
      </div>
    </section>
  );
}

const choiceId = (path: string, side: Choice) => `conflict-${path.replace(/\./g, '-')}-${side}`;
