import { useTranslations } from 'next-intl';
import { LocalMoment } from '@/components/ui/local-moment';
import { PageLinks } from '@/components/ui/page-links';
import type { InboxPage } from '@/lib/data/admin-inbox';
import { cn } from '@/lib/cn';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routes';
import { StatusBadge } from './status-badge';

const linkClass = 'rounded-md underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring';

/**
 * The inbox: how many are unread, then the messages as the database ordered them (unread first,
 * then newest), each a link to read it; unread ones in bold and labelled, not only styled. Pages of
 * INBOX_PAGE_SIZE with previous/next links.
 */
export function InboxList({ inbox }: { inbox: InboxPage }) {
  const t = useTranslations('AdminInbox');
  const { messages, unread, total, page, pages } = inbox;
  return (
    <section aria-labelledby="inbox-heading" className="flex flex-col gap-4">
      <h2 id="inbox-heading" className="text-xl font-semibold">
        {t('listTitle')}
      </h2>
      <p data-testid="inbox-unread-count" data-count={unread}>{t('unreadCount', { count: unread, total })}</p>
      {messages.length === 0 ? (
        <p className="text-muted-foreground">{t('empty')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border rounded-lg border border-border">
          {messages.map((message) => {
            const unreadRow = message.status === 'new';
            return (
              <li key={message.id} data-testid="inbox-message" data-status={message.status} className={cn('flex flex-col gap-1 p-4', unreadRow && 'bg-muted/50')}>
                <div className="flex flex-wrap items-center gap-2">
                  <StatusBadge status={message.status} />
                  <Link href={`${routes.adminInbox}/${message.id}`} className={cn(linkClass, 'inline-flex min-h-11 min-w-0 items-center [overflow-wrap:anywhere]', unreadRow ? 'font-bold' : 'font-medium')}>
                    {message.subject || t('noSubject')}
                  </Link>
                </div>
                <p className="text-sm [overflow-wrap:anywhere]">
                  {t('from', { name: message.name, email: message.email })} · <LocalMoment iso={message.created_at} style="short" />
                </p>
                <p className="line-clamp-2 text-sm text-muted-foreground [overflow-wrap:anywhere]">{message.message}</p>
              </li>
            );
          })}
        </ul>
      )}
      <PageLinks
        pathname={routes.adminInbox}
        page={page}
        pageCount={pages}
        labels={{ label: t('pagination'), previous: t('previous'), next: t('next'), status: t('pageOf', { page, pages }) }}
      />
    </section>
  );
}
