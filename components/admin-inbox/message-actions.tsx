'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { Button } from '@/components/ui/button';
import { type ActionResultLike, actionErrorKey } from '@/lib/actions/action-result';
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
  const [busy, setBusy] = useState<'unread' | 'archive' | null>(null);
  const [failed, setFailed] = useState(false);
  const opened = useRef(false);

  useEffect(() => {
    if (opened.current || message.status !== 'new') return;
    opened.current = true;
    void markContactMessageRead({ id: message.id })
      .then((result) => {
        if (actionErrorKey(result) === null) router.refresh();
      })
      .catch((error: unknown) => console.warn('Marking a message read failed', error));
  }, [message.id, message.status, router]);

  const run = async (key: 'unread' | 'archive', action: () => Promise<ActionResultLike | undefined>) => {
    setBusy(key);
    setFailed(false);
    try {
      if (actionErrorKey(await action()) !== null) setFailed(true);
      else router.refresh();
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        {message.status !== 'new' && (
          <Button
            variant="outline"
            loading={busy === 'unread'}
            onClick={() => {
              // Marked unread on purpose: opening the page again must not mark it read at once.
              opened.current = true;
              void run('unread', () => markContactMessageUnread({ id: message.id }));
            }}
          >
            {t('actions.markUnread')}
          </Button>
        )}
        {message.status !== 'archived' && (
          <Button variant="outline" loading={busy === 'archive'} onClick={() => void run('archive', () => archiveContactMessage({ id: message.id }))}>
            {t('actions.markHandled')}
          </Button>
        )}
      </div>
      {failed && <FormAlert tone="error">{t('actions.failed')}</FormAlert>}
    </div>
  );
}
