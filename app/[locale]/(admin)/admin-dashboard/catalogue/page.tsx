import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CatalogueSection } from '@/components/catalogue/catalogue-section';
import { SavedNotice } from '@/components/catalogue/saved-notice';
import { FormAlert } from '@/components/forms/form-alert';
import { MemberPage } from '@/components/layout/member-page';
import { requireAdmin } from '@/lib/auth/session';
import { catalogueListItems } from '@/lib/catalogue/list-items';
import { type AdminCatalogue, getAdminCatalogue } from '@/lib/data/catalogue-admin';
import { type LocaleParams, resolvePageLocale } from '@/lib/i18n/page-locale';
import { privatePageMetadata } from '@/lib/seo/page-metadata';
import { createClient } from '@/lib/supabase/server';
import { catalogueKinds } from '@/lib/validation/catalogue';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export const generateMetadata = ({ params }: { params: LocaleParams }): Promise<Metadata> => privatePageMetadata(params, 'AdminCatalogue');

/**
 * /admin-dashboard/catalogue (issue 22): plans, products and regional services, hidden ones
 * included, in the order the public pages show them; each can be edited, moved, hidden or shown.
 * `?saved=<kind>` is where a form returns after saving, and says so.
 */
export default async function AdminCataloguePage({ params, searchParams }: { params: LocaleParams; searchParams: SearchParams }) {
  const locale = await resolvePageLocale(params);
  await requireAdmin(locale);
  const t = await getTranslations({ locale, namespace: 'AdminCatalogue' });
  const saved = (await searchParams).saved;
  const savedKind = catalogueKinds.find((kind) => kind === saved);
  let catalogue: AdminCatalogue | null = null;
  try {
    catalogue = await getAdminCatalogue(await createClient());
  } catch (error) {
    console.warn('Reading the admin catalogue failed', error);
  }
  const items = catalogue ? catalogueListItems(catalogue) : null;

  return (
    <MemberPage title={t('title')} lead={t('lead')} width="5xl">
      {savedKind && <SavedNotice>{t(`saved.${savedKind}`)}</SavedNotice>}
      {items ? (
        catalogueKinds.map((kind) => <CatalogueSection key={kind} kind={kind} items={items[kind]} />)
      ) : (
        <FormAlert tone="error">{t('failed')}</FormAlert>
      )}
    </MemberPage>
  );
}
