import { redirect } from '@/lib/i18n/navigation';
import { type LocaleParams, resolvePageLocale } from '@/lib/i18n/page-locale';
import { routes } from '@/lib/routes';

/** docs/product.md#routes-and-screens: /dashboard is a redirect (the proxy normally answers it before this renders). */
export default async function DashboardRedirect({ params }: { params: LocaleParams }) {
  const locale = await resolvePageLocale(params);
  redirect({ href: routes.memberDashboard, locale });
}
