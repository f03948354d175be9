'use client';

import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { canSendChatMessage, MAX_CHAT_MESSAGE_LENGTH } from '@/lib/chat/chat-rules';

/**
 * The message box (docs/product.md#rules): Enter sends, Shift+Enter adds a line; blank text or a pending reply
 * disables sending. The text is cleared once it has gone.
 */
export function ChatComposer({ pending, onSend }: { pending: boolean; onSend: (text: string) => boolean }) {
  const t = useTranslations('Chat');
  const [draft, setDraft] = useState('');
  const hintId = useId();
  const sendable = canSendChatMessage(draft, pending);

  function submit() {
    if (onSend(draft)) setDraft('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  }

  return (
    <form
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label className="sr-only" htmlFor={`${hintId}-input`}>
        {t('inputLabel')}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id={`${hintId}-input`}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          rows={2}
          maxLength={MAX_CHAT_MESSAGE_LENGTH}
          placeholder={t('inputPlaceholder')}
          aria-describedby={hintId}
          className="min-h-11 flex-1 resize-none rounded-md border border-border bg-background px-3 py-2 text-base text-foreground placeholder:text-muted-foreground focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
        />
        <Button type="submit" variant="guardian" disabled={!sendable}>
          {t('send')}
        </Button>
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        {t('inputHint')}
      </p>
    </form>
  );
}
