import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { CatalogueItemForm } from '@/components/catalogue/catalogue-item-form';
import { MemberPage } from '@/components/layout/member-page';
import { requireAdmin } from '@/lib/auth/session';
import { getCatalogueItem } from '@/lib/data/catalogue-admin';
import { Link } from '@/lib/i18n/navigation';
import { resolvePageLocale } from '@/lib/i18n/page-locale';
import { routes } from '@/lib/routes';
import { privatePageMetadata } from '@/lib/seo/page-metadata';
import { createClient } from '@/lib/supabase/server';
import { catalogueItemSchema } from '@/lib/validation/catalogue';

type Params = Promise<{ locale: string; kind: string; id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return privatePageMetadata(params, 'AdminCatalogue');
}

/**
 * /admin-dashboard/catalogue/[kind]/[id] (issue 22): edit a plan, product or regional service.
 * An unknown kind, a malformed id or an id with no item is "not found", never an error.
 */
export default async function EditCatalogueItemPage({ params }: { params: Params }) {
  const locale = await resolvePageLocale(params);
  await requireAdmin(locale);
  const parsed = catalogueItemSchema.safeParse(await params);
  if (!parsed.success) notFound();
  const item = await getCatalogueItem(await createClient(), parsed.data.kind, parsed.data.id);
  if (!item) notFound();
  const t = await getTranslations({ locale, namespace: 'AdminCatalogue' });

  return (
    <MemberPage title={t('form.editTitle', { name: item.row.name })} width="3xl">
      <Link href={routes.adminCatalogue} className="inline-flex min-h-11 items-center self-start text-sm underline">
        {t('back')}
      </Link>
      <CatalogueItemForm kind={parsed.data.kind} item={item} />
    </MemberPage>
  );
}
