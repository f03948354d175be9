import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { type LinkPermissions, permissionSummary } from '@/lib/looking-after/permissions';

/**
 * "Can see: SOS alerts, medical ID, …" for one family link, or "Nothing is shared." in words.
 * Used on both sides: the member's "People who protect me" and the carer's "People I look after".
 */
export async function PermissionSummary({ link, locale }: { link: LinkPermissions; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'FullDashboard.permissions' });
  const keys = permissionSummary(link);
  if (keys.length === 0) return <p className="text-sm text-muted-foreground">{t('nothing')}</p>;
  const list = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(keys.map((key) => t(key)));
  return (
    <p className="text-sm" data-testid="permission-summary">
      <span className="font-medium">{t('label')}:</span> {list}
    </p>
  );
}
