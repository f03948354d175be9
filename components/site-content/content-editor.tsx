'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { LiveNotice, useLiveNotice } from '@/components/forms/live-notice';
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
import { SITE_CONTENT_LIMITS, appPreviewValueSchema } from '@/lib/validation/site-content';
import { CardsEditor } from './cards-editor';
import { ColourField } from './colour-field';
import { ConflictPanel } from './conflict-panel';
import { type ContentOutcome, runContentAction } from './content-action';
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

/**
 * The homepage app preview editor (issue 22): every field of the config, texts per language,
 * a live phone beside it, save (idle → saving → saved, docs/product.md#site-content), and the
 * version history with compare, restore and reset. Each save carries the version it was based
 * on; when the database refuses it because someone saved first, the merge panel takes over.
 */
export function ContentEditor({ current, version, versions }: AppPreviewEditorState) {
  const t = useTranslations('AdminContent');
  const router = useRouter();
  const [base, setBase] = useState<Base>({ version, value: current });
  const [state, setState] = useState<SaveState>('idle');
  const draft = useContentDraft(current, () => setState((previous) => (previous === 'saved' ? 'idle' : previous)));
  const [language, setLanguage] = useState<AppPreviewLocale>('en');
  const [checked, setChecked] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [conflict, setConflict] = useState<ContentVersion | null>(null);
  const [notice, say] = useLiveNotice();
  const [focusError, setFocusError] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const saveRef = useRef<HTMLButtonElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const conflictRef = useFocusOnShow<HTMLHeadingElement>(conflict !== null);

  const dirty = diffAppPreview(base.value, draft.value).length > 0;
  const errors = checked ? contentFieldErrors(draft.value) : {};
  const errorOf = (path: string) => {
    const key = errors[path];
    return key && t(`errors.${key}`, { max: maxFor(path) });
  };

  // A newer stored version (after router.refresh) replaces the form only when nothing would be lost.
  const [seenVersion, setSeenVersion] = useState(version);
  if (version !== seenVersion) {
    setSeenVersion(version);
    if (!dirty && conflict === null && version !== base.version) {
      setBase({ version, value: current });
      draft.replace(current);
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
    if (focusError === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusError]);

  const errorText = (key: ActionErrorKey) => t(`actionErrors.${SHOWN_ERRORS.includes(key) ? (key as 'invalid' | 'signedOut' | 'forbidden') : 'failed'}`);

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

  async function saveValue(candidate: AppPreviewConfig, baseVersion: number | null) {
    setChecked(true);
    const parsed = appPreviewValueSchema.safeParse(candidate);
    if (!parsed.success) {
      const first = Object.keys(contentFieldErrors(candidate))[0];
      if (first) setLanguage(languageOfPath(first));
      setProblem(t('save.invalid'));
      setFocusError((n) => n + 1);
      return;
    }
    // What the server stores: trimmed, blank translations dropped.
    const value = parseAppPreviewConfig(parsed.data);
    setProblem(null);
    setState('saving');
    const outcome = await runContentAction(() => saveAppPreview({ baseVersion, value }));
    if (settle(outcome, value)) {
      // Only when nothing was typed during the save, so no keystroke is lost.
      draft.replaceIf(candidate, value);
      setState('saved');
      return;
    }
    setState('idle');
    if (outcome.kind === 'error') setProblem(errorText(outcome.key));
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (state === 'saving') return;
    void saveValue(draft.value, base.version);
  };

  /** Restore and reset: save a whole value; their dialog shows a failure. */
  async function replaceWith(value: AppPreviewConfig, run: () => ReturnType<typeof saveAppPreview>, done: (saved: number) => string): Promise<string | null> {
    const outcome = await runContentAction(run);
    if (outcome.kind === 'error') return errorText(outcome.key);
    setProblem(null);
    setChecked(false);
    draft.replace(value);
    if (settle(outcome, value)) {
      setState('idle');
      if (outcome.kind === 'saved') say({ tone: 'info', text: done(outcome.version) });
    }
    return null;
  }

  const restore = (saved: ContentVersion) =>
    replaceWith(saved.value, () => restoreAppPreviewVersion({ version: saved.version, baseVersion: base.version }), (at) => t('versions.restored', { version: saved.version, saved: at }));
  const reset = () => replaceWith(defaultAppPreviewConfig, () => resetAppPreview({ baseVersion: base.version }), (at) => t('reset.done', { version: at }));

  // "Saved" lasts until the form changes again (also by typing while the save was under way).
  const shownState: SaveState = state === 'saved' && dirty ? 'idle' : state;
  const status = shownState === 'saving' ? t('save.saving') : shownState === 'saved' ? t('save.saved') : dirty ? t('save.unsaved') : t('save.clean');

  return (
    <div className="flex flex-col gap-10">
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <form ref={formRef} noValidate onSubmit={submit} aria-label={t('formLabel')} className="flex min-w-0 flex-col gap-8">
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
              busy={state === 'saving'}
              headingRef={conflictRef}
              onSaveMerged={(value, baseVersion) => {
                // Theirs is now the base: a second conflict is merged against it, not the old one.
                setBase({ version: conflict.version, value: conflict.value });
                draft.replace(value);
                // The panel (and the pressed button) goes: the save state that follows is read out.
                statusRef.current?.focus();
                void saveValue(value, baseVersion);
              }}
              onDiscard={(theirs) => {
                setBase({ version: theirs.version, value: theirs.value });
                draft.replace(theirs.value);
                setConflict(null);
                setChecked(false);
                setProblem(null);
                saveRef.current?.focus();
              }}
            />
          )}

          <div className="flex flex-col gap-3 border-t border-border pt-4">
            {problem && <FormAlert tone="error">{problem}</FormAlert>}
            <div className="flex flex-wrap items-center gap-4">
              <Button ref={saveRef} type="submit" variant="guardian" loading={state === 'saving'}>
                {t('save.button')}
              </Button>
              <p ref={statusRef} tabIndex={-1} role="status" data-testid="content-save-state" data-state={shownState} className="text-sm focus:outline-none">
                {status}
              </p>
            </div>
          </div>
        </form>

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
        <VersionsPanel versions={versions} currentVersion={base.version} now={draft.value} onRestore={restore} focusAfterRestore={() => conflictRef.current} />
      </section>

      <section aria-labelledby="content-reset" className="flex flex-col gap-4">
        <h2 id="content-reset" className="text-xl font-semibold">
          {t('reset.title')}
        </h2>
        <ResetDefaults onReset={reset} focusAfter={() => conflictRef.current} />
      </section>
    </div>
  );
}
