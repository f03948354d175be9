'use client';

import { useTranslations } from 'next-intl';
import { DialogContent, DialogDescription, DialogRoot, DialogTitle } from '@/components/ui/dialog';
import { useReturnFocus } from '@/components/ui/use-return-focus';
import type { FunctionsInvoker } from '@/lib/chat/ask-emma';
import { ChatComposer } from './chat-composer';
import { useChat } from './chat-launcher-context';
import { ChatMessageList } from './chat-message-list';
import { EmmaAvatar } from './emma-avatar';
import { useEmmaChat } from './use-emma-chat';

/**
 * The modal chat (docs/product.md#routes-and-screens), opened and closed through the global launcher API. It stays mounted
 * while closed so the conversation survives closing and reopening.
 */
export function ChatWindow({ client }: { client: () => FunctionsInvoker }) {
  const t = useTranslations('Chat');
  const { isOpen, open, close } = useChat();
  const { messages, pending, send } = useEmmaChat(client);
  // Opened through the global API, not a Radix trigger: focus goes back to whichever opened it
  // (launcher, Talk button …).
  const returnFocus = useReturnFocus();

  return (
    <DialogRoot open={isOpen} onOpenChange={(next) => (next ? open() : close())}>
      <DialogContent
        closeLabel={t('close')}
        className="max-w-xl"
        {...returnFocus}
      >
        <div className="flex items-center gap-3 pr-10">
          <EmmaAvatar />
          <div className="grid gap-0.5">
            <DialogTitle>{t('dialogTitle')}</DialogTitle>
            <DialogDescription className="text-sm">{t('dialogDescription')}</DialogDescription>
          </div>
        </div>
        <ChatMessageList messages={messages} pending={pending} />
        <ChatComposer pending={pending} onSend={send} />
      </DialogContent>
    </DialogRoot>
  );
}
