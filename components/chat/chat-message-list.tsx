'use client';

import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import type { ChatMessage } from '@/lib/chat/chat-message';
import { cn } from '@/lib/cn';
import { EmmaText } from './emma-text';

/**
 * The conversation, newest at the bottom. Replies are plain React text (never HTML), with line
 * breaks kept by whitespace-pre-line. New messages are announced through the log role.
 */
export function ChatMessageList({ messages, pending }: { messages: ChatMessage[]; pending: boolean }) {
  const t = useTranslations('Chat');
  const end = useRef<HTMLDivElement>(null);

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, pending]);

  return (
    <div role="log" aria-label={t('conversationLabel')} aria-live="polite" className="flex max-h-[50dvh] min-h-48 flex-col gap-3 overflow-y-auto rounded-md bg-muted/40 p-3">
      {messages.map((message) => (
        <div
          key={message.id}
          data-author={message.isUser ? 'user' : 'emma'}
          className={cn(
            'max-w-[85%] rounded-lg px-3 py-2 text-base whitespace-pre-line',
            message.isUser ? 'self-end bg-guardian text-guardian-foreground' : 'self-start border border-border bg-background text-foreground',
          )}
        >
          <span className="sr-only">{message.isUser ? t('you') : t('emma')}: </span>
          {message.isUser ? message.content : <EmmaText text={message.content} label={t('call112Label')} />}
          {message.emergency && (
            <a
              href="tel:112"
              className="mt-2 flex min-h-11 items-center justify-center rounded-md bg-emergency px-4 font-semibold text-emergency-foreground whitespace-normal focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none"
              data-testid="emma-call-112"
            >
              {t('call112')}
            </a>
          )}
        </div>
      ))}
      {pending && (
        <p role="status" className="self-start text-sm text-muted-foreground italic">
          {t('thinking')}
        </p>
      )}
      <div ref={end} />
    </div>
  );
}
