'use client';

import { useAction } from 'next-safe-action/hooks';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { Button } from '@/components/ui/button';
import { archiveContactMessage, markContactMessageRead, markContactMessageUnread } from '@/lib/actions/admin-inbox';
import type { InboxMessage } from '@/lib/data/admin-inbox';
import { useRouter } from '@/lib/i18n/navigation';

/**
 * A message's triage: opening it marks it read (once, after the page is on screen, so a link
 * prefetch never does), and the admin can mark it unread again or handled. Each change reloads the
 * page's data, so its status and the inbox's count follow.
 */
export function MessageActions({ message }: { message: Pick<InboxMessage, 'id' | 'status'> }) {
  const t = useTranslations('AdminInbox');
  const router = useRouter();
  const opened = useRef(false);
  const reload = { onSuccess: () => router.refresh() };
  const read = useAction(markContactMessageRead, {
    ...reload,
    onError: ({ error }) => {
      if (error.thrownError) console.warn('Marking a message read failed', error.thrownError);
    },
  });
  const unread = useAction(markContactMessageUnread, reload);
  const archive = useAction(archiveContactMessage, reload);

  const { execute: markRead } = read;
  useEffect(() => {
    if (opened.current || message.status !== 'new') return;
    opened.current = true;
    markRead({ id: message.id });
  }, [message.id, message.status, markRead]);

  // One problem line for both buttons: starting one clears what the other said.
  const failed = unread.hasErrored || archive.hasErrored;

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        {message.status !== 'new' && (
          <Button
            variant="outline"
            loading={unread.isExecuting}
            onClick={() => {
              // Marked unread on purpose: opening the page again must not mark it read at once.
              opened.current = true;
              archive.reset();
              unread.execute({ id: message.id });
            }}
          >
            {t('actions.markUnread')}
          </Button>
        )}
        {message.status !== 'archived' && (
          <Button
            variant="outline"
            loading={archive.isExecuting}
            onClick={() => {
              unread.reset();
              archive.execute({ id: message.id });
            }}
          >
            {t('actions.markHandled')}
          </Button>
        )}
      </div>
      {failed && <FormAlert tone="error">{t('actions.failed')}</FormAlert>}
    </div>
  );
}
