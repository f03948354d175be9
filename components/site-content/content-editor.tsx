'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { get } from 'react-hook-form';
import { FormAlert } from '@/components/forms/form-alert';
import { LiveNotice, useLiveNotice } from '@/components/forms/live-notice';
import { useZodForm } from '@/components/forms/use-zod-form';
import { ZodForm } from '@/components/forms/zod-form';
import { AppPreviewPhone } from '@/components/home/app-preview-phone';
import { Button } from '@/components/ui/button';
import { useFocusOnShow } from '@/components/ui/use-focus-on-show';
import type { ActionErrorKey } from '@/lib/actions/action-result';
import { resetAppPreview, restoreAppPreviewVersion, saveAppPreview } from '@/lib/actions/site-content';
import { contentFieldErrors, languageOfPath } from '@/lib/site-content/form-errors';
import { defaultAppPreviewConfig, parseAppPreviewConfig, type AppPreviewConfig, type AppPreviewLocale } from '@/lib/site-content/app-preview';
import type { AppPreviewEditorState, ContentVersion } from '@/lib/data/site-content-versions';
import { useRouter } from '@/lib/i18n/navigation';
import { diffAppPreview } from '@/lib/site-content/merge';
import { type AdminContentErrorKey, SITE_CONTENT_LIMITS, appPreviewValueSchema } from '@/lib/validation/site-content';
import type { z } from '@/lib/zod';
import { CardsEditor } from './cards-editor';
import { ColourField } from './colour-field';
import { ConflictPanel } from './conflict-panel';
import { type ContentOutcome, useContentAction } from './use-content-action';
import { useContentDraft } from './use-content-draft';
import { DisplaySwitches } from './display-switches';
import { LanguageSwitch } from './language-switch';
import { ResetDefaults } from './reset-defaults';
import { TextFields } from './text-fields';
import { VersionsPanel } from './versions-panel';

type SaveState = 'idle' | 'saving' | 'saved';
type Base = { version: number | null; value: AppPreviewConfig };

const hex = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** What the preview draws: a half-typed colour shows the default until it is a whole hex code. */
const drawable = (value: AppPreviewConfig): AppPreviewConfig => ({
  ...value,
  sosColor: hex.test(value.sosColor.trim()) ? value.sosColor.trim() : defaultAppPreviewConfig.sosColor,
  primaryColor: hex.test(value.primaryColor.trim()) ? value.primaryColor.trim() : defaultAppPreviewConfig.primaryColor,
});

/** The bound a field's "too long" message names. */
function maxFor(path: string): number {
  if (path.endsWith('description')) return SITE_CONTENT_LIMITS.description.max;
  if (path.endsWith('icon')) return SITE_CONTENT_LIMITS.icon.max;
  if (path === 'cards') return SITE_CONTENT_LIMITS.cards.max;
  return SITE_CONTENT_LIMITS.text.max;
}

const SHOWN_ERRORS: readonly ActionErrorKey[] = ['invalid', 'signedOut', 'forbidden'];

/** The form-level problem, kept as react-hook-form's root error: fields to fix, or the save's refusal. */
type RootProblem = { type: 'fields' } | { type: 'action'; message: ActionErrorKey };

/**
 * The homepage app preview editor (issue 22): every field of the config, texts per language,
 * a live phone beside it, save (idle → saving → saved, docs/product.md#site-content), and the
 * version history with compare, restore and reset. Each save carries the version it was based
 * on; when the database refuses it because someone saved first, the merge panel takes over.
 *
 * The value is a react-hook-form form checked by the save action's own schema
 * (docs/architecture.md#forms): nothing is judged until the first save, then every change is
 * checked again; a refused save focuses the first field to fix, in its language. The three actions
 * run through useAction (./use-content-action.ts).
 */
export function ContentEditor({ current, version, versions }: AppPreviewEditorState) {
  const t = useTranslations('AdminContent');
  const router = useRouter();
  const form = useZodForm(appPreviewValueSchema, current);
  const save = useContentAction(saveAppPreview);
  const restoreAction = useContentAction(restoreAppPreviewVersion);
  const resetAction = useContentAction(resetAppPreview);
  // "Saved" lasts until the form changes again.
  const draft = useContentDraft(form, () => {
    if (save.last) save.reset();
  });
  const [base, setBase] = useState<Base>({ version, value: current });
  const [language, setLanguage] = useState<AppPreviewLocale>('en');
  const [conflict, setConflict] = useState<ContentVersion | null>(null);
  const [notice, say] = useLiveNotice();
  const formRef = useRef<HTMLFormElement>(null);
  const saveRef = useRef<HTMLButtonElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const conflictRef = useFocusOnShow<HTMLHeadingElement>(conflict !== null);
  const { errors, submitCount, isSubmitSuccessful } = form.formState;

  const dirty = diffAppPreview(base.value, draft.value).length > 0;
  // A schema message key in words; a key this page has no text for (a crafted value) reads as 'invalid'.
  const messageOf = (key: string, max: number) => t(`errors.${t.has(`errors.${key}` as never) ? (key as AdminContentErrorKey) : 'invalid'}`, { max });
  const errorOf = (path: string) => {
    const key = (get(errors, path) as { message?: string } | undefined)?.message;
    return key ? messageOf(key, maxFor(path)) : undefined;
  };

  // A newer stored version (after router.refresh) replaces the form only when nothing would be lost.
  const [seenVersion, setSeenVersion] = useState(version);
  if (version !== seenVersion) {
    setSeenVersion(version);
    if (!dirty && conflict === null && version !== base.version) {
      setBase({ version, value: current });
      draft.replace(current, { keepChecking: true });
    }
  }

  // Leaving with unsaved changes asks first (the browser's own question).
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // After a refused save: focus the first field to fix (its language's fields are shown by then).
  useEffect(() => {
    if (submitCount === 0 || isSubmitSuccessful) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, isSubmitSuccessful]);

  const errorText = (key: ActionErrorKey) => t(`actionErrors.${SHOWN_ERRORS.includes(key) ? (key as 'invalid' | 'signedOut' | 'forbidden') : 'failed'}`);
  const root = errors.root as (RootProblem & { message?: string }) | undefined;
  const problem = !root ? null : root.type === 'fields' ? t('save.invalid') : errorText(root.message as ActionErrorKey);

  /** Handles what every save, restore and reset answers; true when it was saved. */
  const settle = (outcome: ContentOutcome, value: AppPreviewConfig): boolean => {
    if (outcome.kind === 'saved') {
      setBase({ version: outcome.version, value });
      setConflict(null);
      router.refresh();
      return true;
    }
    // The form holds what this admin wanted (for a restore or reset, that version or the
    // defaults), so the merge is always the form against theirs.
    if (outcome.kind === 'conflict') {
      setConflict(outcome.current);
      // Their version joins the list below; the form stays as it is (it is dirty or in conflict).
      router.refresh();
    }
    return false;
  };

  /** Saves the form's checked values on top of `baseVersion`; "Saving…" until the answer is in. */
  async function saveChecked(checked: z.output<typeof appPreviewValueSchema>, baseVersion: number | null) {
    const sent = form.getValues() as AppPreviewConfig;
    // What the server stores: trimmed, blank translations dropped.
    const value = parseAppPreviewConfig(checked);
    const outcome = await save.run({ baseVersion, value });
    // Only when nothing was typed during the save, so no keystroke is lost.
    if (settle(outcome, value)) draft.replaceIf(sent, value);
    else if (outcome.kind === 'error') form.setError('root', { type: 'action', message: outcome.key });
  }

  /** A save the schema refused: the language of the first field to fix is shown (the effect above focuses it). */
  function refused() {
    const first = Object.keys(contentFieldErrors(form.getValues() as AppPreviewConfig))[0];
    if (first) setLanguage(languageOfPath(first));
    form.setError('root', { type: 'fields' });
  }

  /** Restore and reset: save a whole value; a failure stays in their dialog. True when it was answered. */
  async function replaceWith(value: AppPreviewConfig, outcome: ContentOutcome, done: (saved: number) => string): Promise<boolean> {
    if (outcome.kind === 'error') return false;
    draft.replace(value);
    // "Saved." spoke of the form before this.
    save.reset();
    if (settle(outcome, value) && outcome.kind === 'saved') say({ tone: 'info', text: done(outcome.version) });
    return true;
  }

  const restore = async (saved: ContentVersion) =>
    replaceWith(saved.value, await restoreAction.run({ version: saved.version, baseVersion: base.version }), (at) => t('versions.restored', { version: saved.version, saved: at }));
  const reset = async () => replaceWith(defaultAppPreviewConfig, await resetAction.run({ baseVersion: base.version }), (at) => t('reset.done', { version: at }));
  const dialogProblem = (last: ContentOutcome | null) => (last?.kind === 'error' ? errorText(last.key) : null);

  // "Saved" lasts until the form changes again (also by typing while the save was under way).
  const shownState: SaveState = save.busy ? 'saving' : save.last?.kind === 'saved' && !dirty ? 'saved' : 'idle';
  const status = shownState === 'saving' ? t('save.saving') : shownState === 'saved' ? t('save.saved') : dirty ? t('save.unsaved') : t('save.clean');

  return (
    <div className="flex flex-col gap-10">
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <ZodForm
          ref={formRef}
          form={form}
          onSubmit={(checked) => saveChecked(checked, base.version)}
          onInvalid={refused}
          errorText={(key) => messageOf(key, SITE_CONTENT_LIMITS.text.max)}
          aria-label={t('formLabel')}
          className="flex min-w-0 flex-col gap-8"
        >
          <section aria-labelledby="content-texts" className="flex flex-col gap-4">
            <h2 id="content-texts" className="text-xl font-semibold">
              {t('sections.texts')}
            </h2>
            <LanguageSwitch value={language} onChange={setLanguage} />
            <p className="text-sm text-muted-foreground">{language === 'en' ? t('language.baseHint') : t('language.fallbackHint')}</p>
            <TextFields value={draft.value} language={language} errorOf={errorOf} onChange={(field, text) => draft.setText(language, field, text)} />
          </section>

          <section aria-labelledby="content-colours" className="flex flex-col gap-4">
            <h2 id="content-colours" className="text-xl font-semibold">
              {t('sections.colours')}
            </h2>
            <ColourField id="content-sosColor" legend={t('fields.sosColor')} value={draft.value.sosColor} error={errorOf('sosColor')} onChange={(v) => draft.setField('sosColor', v)} />
            <ColourField
              id="content-primaryColor"
              legend={t('fields.primaryColor')}
              value={draft.value.primaryColor}
              error={errorOf('primaryColor')}
              onChange={(v) => draft.setField('primaryColor', v)}
            />
          </section>

          <section aria-labelledby="content-display" className="flex flex-col gap-4">
            <h2 id="content-display" className="text-xl font-semibold">
              {t('sections.display')}
            </h2>
            <DisplaySwitches value={draft.value} onChange={(field, on) => draft.setField(field, on)} />
          </section>

          <section aria-labelledby="content-cards" className="flex flex-col gap-4">
            <h2 id="content-cards" className="text-xl font-semibold">
              {t('sections.cards')}
            </h2>
            <CardsEditor
              value={draft.value}
              keys={draft.keys}
              language={language}
              errorOf={errorOf}
              onIcon={draft.setCardIcon}
              onText={(index, field, text) => draft.setCardText(language, index, field, text)}
              onAdd={draft.addCard}
              onRemove={draft.removeCard}
              onMove={draft.moveCard}
              say={(text) => say({ tone: 'info', text })}
            />
          </section>

          {conflict && (
            <ConflictPanel
              key={conflict.version}
              base={base.value}
              mine={draft.value}
              current={conflict}
              busy={save.busy}
              headingRef={conflictRef}
              onSaveMerged={(value, baseVersion) => {
                // Theirs is now the base: a second conflict is merged against it, not the old one.
                setBase({ version: conflict.version, value: conflict.value });
                draft.replace(value, { keepChecking: true });
                // The panel (and the pressed button) goes: the save state that follows is read out.
                statusRef.current?.focus();
                void form.handleSubmit((checked) => saveChecked(checked, baseVersion), refused)();
              }}
              onDiscard={(theirs) => {
                setBase({ version: theirs.version, value: theirs.value });
                // Their version, with no message left from this admin's own attempt.
                draft.replace(theirs.value);
                setConflict(null);
                saveRef.current?.focus();
              }}
            />
          )}

          <div className="flex flex-col gap-3 border-t border-border pt-4">
            {problem && <FormAlert tone="error">{problem}</FormAlert>}
            <div className="flex flex-wrap items-center gap-4">
              <Button ref={saveRef} type="submit" variant="guardian" loading={save.busy}>
                {t('save.button')}
              </Button>
              <p ref={statusRef} tabIndex={-1} role="status" data-testid="content-save-state" data-state={shownState} className="text-sm focus:outline-none">
                {status}
              </p>
            </div>
          </div>
        </ZodForm>

        <aside aria-labelledby="content-preview" className="flex min-w-0 flex-col gap-3 lg:sticky lg:top-4 lg:self-start">
          <h2 id="content-preview" className="text-xl font-semibold">
            {t('preview.title')}
          </h2>
          {/* "Your unsaved changes" only while there are some: after a save it is what visitors see. */}
          <p className="text-sm text-muted-foreground" data-testid="content-preview-hint">
            {t(dirty ? 'preview.hint' : 'preview.hintSaved', { language })}
          </p>
          <AppPreviewPhone preview={{ config: drawable(draft.value), locale: language }} />
        </aside>
      </div>

      <LiveNotice notice={notice} />

      <section aria-labelledby="content-versions" className="flex flex-col gap-4">
        <h2 id="content-versions" className="text-xl font-semibold">
          {t('versions.title')}
        </h2>
        <VersionsPanel
          versions={versions}
          currentVersion={base.version}
          now={draft.value}
          restoring={restoreAction.busy ? (restoreAction.input?.version ?? null) : null}
          problem={dialogProblem(restoreAction.last)}
          onOpen={restoreAction.reset}
          onRestore={restore}
          focusAfterRestore={() => conflictRef.current}
        />
      </section>

      <section aria-labelledby="content-reset" className="flex flex-col gap-4">
        <h2 id="content-reset" className="text-xl font-semibold">
          {t('reset.title')}
        </h2>
        <ResetDefaults busy={resetAction.busy} problem={dialogProblem(resetAction.last)} onOpen={resetAction.reset} onReset={reset} focusAfter={() => conflictRef.current} />
      </section>
    </div>
  );
}
