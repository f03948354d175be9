import { useTranslations } from 'next-intl';
import { LocalMoment } from '@/components/ui/local-moment';
import type { InboxReply } from '@/lib/data/admin-inbox';

/** The replies already e-mailed to the sender, oldest first; nothing when there are none. */
export function ReplyHistory({ replies }: { replies: InboxReply[] }) {
  const t = useTranslations('AdminInbox');
  if (replies.length === 0) return null;
  return (
    <section aria-labelledby="replies-heading" className="flex flex-col gap-3">
      <h2 id="replies-heading" className="text-xl font-semibold">
        {t('replies')}
      </h2>
      <ol className="flex flex-col gap-3">
        {replies.map((reply) => (
          <li key={reply.id} data-testid="inbox-reply" className="rounded-lg border border-border p-4">
            <LocalMoment iso={reply.sent_at} style="medium" className="text-sm text-muted-foreground" />
            <p className="mt-2 whitespace-pre-wrap [overflow-wrap:anywhere]">{reply.body}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
