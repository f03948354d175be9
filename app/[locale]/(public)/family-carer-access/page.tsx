import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/pages/page-header';
import { PageSection } from '@/components/pages/page-section';
import { PageActions } from '@/components/pages/page-actions';
import { PublicPageShell } from '@/components/pages/public-page-shell';
import { type LocaleParams, resolvePageLocale } from '@/lib/i18n/page-locale';
import { localizedPageMetadata } from '@/lib/seo/page-metadata';
import { routes } from '@/lib/routes';
import { localeStaticParams } from '@/lib/i18n/static-params';

/** Prerendered at build in every language (lib/routes.ts marks it). */
export const generateStaticParams = localeStaticParams;

export function generateMetadata({ params }: { params: LocaleParams }) {
  return localizedPageMetadata(params, 'family', routes.familyCarerAccess);
}

/** The permissions a member can grant, in the order the dashboard shows them (family_links). */
const permissions = ['alerts', 'location', 'medical', 'device', 'activity'] as const;
const inviteSteps = ['subscribe', 'invite', 'accept', 'adjust'] as const;

/** /family-carer-access: how family and carer access works, permission by permission, and how to invite. */
export default async function FamilyCarerAccessPage({ params }: { params: LocaleParams }) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'FamilyAccessPage' });

  return (
    <PublicPageShell locale={locale}>
      <PageHeader title={t('title')} lead={t('lead')} tone="guardian">
        <PageActions
          actions={[
            { href: routes.register, label: t('subscribe'), variant: 'guardian' },
            // Family and carers are managed on their own page of the full dashboard.
            { href: routes.family, label: t('manage'), variant: 'outline' },
          ]}
        />
      </PageHeader>
      <PageSection id="family-permissions" title={t('permissionsTitle')}>
        <p>{t('permissionsLead')}</p>
        <dl className="grid gap-4 sm:grid-cols-2">
          {permissions.map((permission) => (
            <div key={permission} className="flex flex-col gap-2 rounded-card border border-border bg-card p-5">
              <dt className="text-lg font-semibold">{t(`permissions.${permission}.name`)}</dt>
              <dd>{t(`permissions.${permission}.body`)}</dd>
            </div>
          ))}
        </dl>
      </PageSection>
      <PageSection id="family-invite" title={t('inviteTitle')}>
        <ol className="flex list-decimal flex-col gap-3 pl-6">
          {inviteSteps.map((step) => (
            <li key={step}>{t(`invite.${step}`)}</li>
          ))}
        </ol>
      </PageSection>
      <PageSection id="family-privacy" title={t('privacyTitle')} className="pb-16">
        <p>{t('privacyBody')}</p>
      </PageSection>
    </PublicPageShell>
  );
}
