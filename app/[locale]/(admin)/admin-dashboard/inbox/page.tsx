import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { InboxList } from '@/components/admin-inbox/inbox-list';
import { MemberPage } from '@/components/layout/member-page';
import { requireAdmin } from '@/lib/auth/session';
import { getInboxPage } from '@/lib/data/admin-inbox';
import { type LocaleParams, resolvePageLocale } from '@/lib/i18n/page-locale';
import { privatePageMetadata } from '@/lib/seo/page-metadata';
import { createClient } from '@/lib/supabase/server';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  return privatePageMetadata(params, 'AdminInbox');
}

/** /admin-dashboard/inbox (issue 22): the contact form's messages, unread first, then newest. */
export default async function AdminInboxPage({ params, searchParams }: { params: LocaleParams; searchParams: SearchParams }) {
  const locale = await resolvePageLocale(params);
  await requireAdmin(locale);
  const t = await getTranslations({ locale, namespace: 'AdminInbox' });
  // A missing or garbled ?page= is the first page, never an error.
  const raw = (await searchParams).page;
  const page = Number.parseInt(typeof raw === 'string' ? raw : '1', 10);
  const inbox = await getInboxPage(await createClient(), Number.isFinite(page) ? Math.min(page, 100_000) : 1);

  return (
    <MemberPage title={t('title')} lead={t('lead')} width="5xl">
      <InboxList inbox={inbox} />
    </MemberPage>
  );
}
