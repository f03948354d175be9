import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { CatalogueItemForm } from '@/components/catalogue/catalogue-item-form';
import { MemberPage } from '@/components/layout/member-page';
import { requireAdmin } from '@/lib/auth/session';
import { Link } from '@/lib/i18n/navigation';
import { resolvePageLocale } from '@/lib/i18n/page-locale';
import { routes } from '@/lib/routes';
import { privatePageMetadata } from '@/lib/seo/page-metadata';
import { catalogueKinds } from '@/lib/validation/catalogue';

type Params = Promise<{ locale: string; kind: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return privatePageMetadata(params, 'AdminCatalogue');
}

/**
 * /admin-dashboard/catalogue/[kind]/new (issue 22): a new plan, product or regional service. It
 * starts hidden, so nothing half-written reaches the public pages; an unknown kind is "not found".
 */
export default async function NewCatalogueItemPage({ params }: { params: Params }) {
  const locale = await resolvePageLocale(params);
  await requireAdmin(locale);
  const { kind: raw } = await params;
  const kind = catalogueKinds.find((known) => known === raw);
  if (!kind) notFound();
  const t = await getTranslations({ locale, namespace: 'AdminCatalogue' });

  return (
    <MemberPage title={t(`form.newTitle.${kind}`)} width="3xl">
      <Link href={routes.adminCatalogue} className="inline-flex min-h-11 items-center self-start text-sm underline">
        {t('back')}
      </Link>
      <CatalogueItemForm kind={kind} item={null} />
    </MemberPage>
  );
}
