import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { MemberSearch } from '@/components/admin-members/member-search';
import { MemberTable } from '@/components/admin-members/member-table';
import { FormAlert } from '@/components/forms/form-alert';
import { MemberPage } from '@/components/layout/member-page';
import { PageLinks } from '@/components/ui/page-links';
import { requireAdmin } from '@/lib/auth/session';
import { getMemberList, type MemberListPage } from '@/lib/data/admin-members';
import { type LocaleParams, resolvePageLocale } from '@/lib/i18n/page-locale';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routes';
import { privatePageMetadata } from '@/lib/seo/page-metadata';
import { createClient } from '@/lib/supabase/server';
import { memberListQuerySchema } from '@/lib/validation/admin-members';

export const generateMetadata = ({ params }: { params: LocaleParams }): Promise<Metadata> => privatePageMetadata(params, 'AdminMembers');

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The first value of a query parameter, as typed. */
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/**
 * /admin-dashboard/members (issue 22): every member, searched by name or e-mail (?q=), 25 a page
 * (?page=), with plan, protection and last alarm; each name opens the member's page. The list
 * comes from public.admin_list_members on the admin's own session (admins only, in the database).
 * An overlong search is said beside the field and never sent; a failed read is said, not thrown.
 */
export default async function AdminMembersPage({ params, searchParams }: { params: LocaleParams; searchParams: SearchParams }) {
  const locale = await resolvePageLocale(params);
  await requireAdmin(locale);
  const t = await getTranslations({ locale, namespace: 'AdminMembers' });
  const raw = await searchParams;
  const parsed = memberListQuerySchema.safeParse(raw);

  let list: MemberListPage | null = null;
  let failed = false;
  if (parsed.success) {
    try {
      list = await getMemberList(await createClient(), parsed.data);
    } catch (error) {
      console.warn('Reading the members list failed', error);
      failed = true;
    }
  }
  const query = parsed.success ? parsed.data.q : first(raw.q);

  return (
    <MemberPage title={t('title')} lead={t('lead')} width="5xl">
      <Link href={routes.adminDashboard} className="inline-flex min-h-11 items-center self-start text-sm underline">
        {t('back')}
      </Link>
      <MemberSearch query={query} tooLong={!parsed.success} />
      {failed && <FormAlert tone="error">{t('failed')}</FormAlert>}
      {list && (
        <section aria-labelledby="member-results" className="flex flex-col gap-4">
          <h2 id="member-results" className="text-xl font-semibold" data-testid="member-count" data-count={list.total}>
            {query ? t('resultsFor', { count: list.total, query }) : t('results', { count: list.total })}
          </h2>
          {list.members.length === 0 ? (
            <div className="flex flex-col gap-2" data-testid="members-empty">
              <p>{list.total > 0 ? t('pastEnd') : query ? t('noMatch', { query }) : t('empty')}</p>
              {list.total > 0 && (
                <Link href={{ pathname: routes.adminMembers, query: query ? { q: query } : {} }} className="inline-flex min-h-11 items-center self-start underline">
                  {t('firstPage')}
                </Link>
              )}
            </div>
          ) : (
            <>
              <MemberTable members={list.members} />
              <PageLinks
                pathname={routes.adminMembers}
                query={query ? { q: query } : {}}
                page={list.page}
                pageCount={list.pages}
                labels={{ label: t('pages.label'), previous: t('pages.previous'), next: t('pages.next'), status: t('pages.status', { page: list.page, count: list.pages }) }}
              />
            </>
          )}
        </section>
      )}
    </MemberPage>
  );
}
