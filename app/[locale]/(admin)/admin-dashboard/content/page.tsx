import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ContentEditor } from '@/components/site-content/content-editor';
import { FormAlert } from '@/components/forms/form-alert';
import { MemberPage } from '@/components/layout/member-page';
import { requireAdmin } from '@/lib/auth/session';
import { type AppPreviewEditorState, getAppPreviewEditorState } from '@/lib/data/site-content-versions';
import { type LocaleParams, resolvePageLocale } from '@/lib/i18n/page-locale';
import { privatePageMetadata } from '@/lib/seo/page-metadata';
import { createClient } from '@/lib/supabase/server';

export const generateMetadata = ({ params }: { params: LocaleParams }): Promise<Metadata> => privatePageMetadata(params, 'AdminContent');

/**
 * /admin-dashboard/content (issue 22): the homepage app preview's editor. The stored value, its
 * version and the saved versions are read on the admin's own session (RLS: admins only); the
 * editor saves through lib/actions/site-content.ts, where the database refuses a save based on
 * an older version.
 */
export default async function AdminContentPage({ params }: { params: LocaleParams }) {
  const locale = await resolvePageLocale(params);
  await requireAdmin(locale);
  const t = await getTranslations({ locale, namespace: 'AdminContent' });
  let state: AppPreviewEditorState | null = null;
  try {
    state = await getAppPreviewEditorState(await createClient());
  } catch (error) {
    // Editing from a guessed value could overwrite what is stored: no editor without the real one.
    console.error('Reading the site content editor state failed', error);
  }

  return (
    <MemberPage title={t('title')} lead={t('lead')} width="5xl">
      {state ? <ContentEditor {...state} /> : <FormAlert tone="error">{t('loadFailed')}</FormAlert>}
    </MemberPage>
  );
}
