import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { MessageActions } from '@/components/admin-inbox/message-actions';
import { ReplyForm } from '@/components/admin-inbox/reply-form';
import { ReplyHistory } from '@/components/admin-inbox/reply-history';
import { StatusBadge } from '@/components/admin-inbox/status-badge';
import { MemberPage } from '@/components/layout/member-page';
import { LocalMoment } from '@/components/ui/local-moment';
import { requireAdmin } from '@/lib/auth/session';
import { getInboxMessage } from '@/lib/data/admin-inbox';
import { Link } from '@/lib/i18n/navigation';
import { resolvePageLocale } from '@/lib/i18n/page-locale';
import { routes } from '@/lib/routes';
import { privatePageMetadata } from '@/lib/seo/page-metadata';
import { createClient } from '@/lib/supabase/server';
import { contactMessageIdSchema } from '@/lib/validation/admin-inbox';

type Params = Promise<{ locale: string; id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return privatePageMetadata(params, 'AdminInbox');
}

/**
 * /admin-dashboard/inbox/[id] (issue 22): one contact message, read in full (opening it marks it
 * read), its replies, the reply form, and marking it unread or handled. A malformed or unknown id
 * is "not found", never an error.
 */
export default async function AdminInboxMessagePage({ params }: { params: Params }) {
  const locale = await resolvePageLocale(params);
  await requireAdmin(locale);
  const parsed = contactMessageIdSchema.safeParse({ id: (await params).id });
  if (!parsed.success) notFound();
  const found = await getInboxMessage(await createClient(), parsed.data.id);
  if (!found) notFound();
  const { message, replies } = found;
  const t = await getTranslations({ locale, namespace: 'AdminInbox' });

  return (
    <MemberPage title={message.subject || t('noSubject')} width="3xl">
      <Link href={routes.adminInbox} className="self-start text-sm underline">
        {t('back')}
      </Link>
      <section aria-label={t('messageLabel')} className="flex flex-col gap-3 rounded-lg border border-border p-4">
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={message.status} />
          <LocalMoment iso={message.created_at} style="medium" className="text-sm text-muted-foreground" />
        </div>
        <p className="[overflow-wrap:anywhere]">{t('from', { name: message.name, email: message.email })}</p>
        <p className="whitespace-pre-wrap [overflow-wrap:anywhere]" data-testid="inbox-message-body">
          {message.message}
        </p>
      </section>
      <MessageActions message={message} />
      <ReplyHistory replies={replies} />
      <section aria-labelledby="reply-heading" className="flex flex-col gap-3">
        <h2 id="reply-heading" className="text-xl font-semibold">
          {t('reply.title')}
        </h2>
        <ReplyForm messageId={message.id} to={message.email} />
      </section>
    </MemberPage>
  );
}
