'use client';

import { useCallback, useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useCurrency } from '@/components/site/preferences-store';
import { useToast } from '@/components/ui/toast-provider';
import { askEmma, type FunctionsInvoker } from '@/lib/chat/ask-emma';
import { createChatMessage, type ChatMessage } from '@/lib/chat/chat-message';
import { buildAiChatPayload } from '@/lib/chat/chat-payload';
import { canSendChatMessage, MAX_CHAT_MESSAGE_LENGTH } from '@/lib/chat/chat-rules';

/** Tells Emma where she is talking (docs/product.md#backend-calls (call 2) "context"). Not shown to people. */
const WIDGET_CONTEXT = 'Global website chat widget';

export type EmmaChat = {
  messages: ChatMessage[];
  pending: boolean;
  /** Sends the text unless it is blank or a reply is pending (docs/product.md#rules); true when it was sent. */
  send: (text: string) => boolean;
};

/**
 * The conversation of the global widget (docs/product.md#states Chat): one greeting naming the visitor, then each
 * message goes to ai-chat with the last 5 messages, and 'Emma is thinking...' shows while pending.
 */
export function useEmmaChat(client: () => FunctionsInvoker): EmmaChat {
  const t = useTranslations('Chat');
  const language = useLocale();
  const currency = useCurrency();
  const { toast } = useToast();
  const userName = t('visitorName');
  const [messages, setMessages] = useState<ChatMessage[]>(() => [
    createChatMessage(t('greeting', { name: userName }), false),
  ]);
  const [pending, setPending] = useState(false);
  // A ref as well as state: two sends in the same tick must not both get through.
  const pendingRef = useRef(false);
  // Every change goes through append, so the ref always holds what was rendered last.
  const messagesRef = useRef(messages);

  const append = useCallback((message: ChatMessage) => {
    messagesRef.current = [...messagesRef.current, message];
    setMessages(messagesRef.current);
  }, []);

  const send = useCallback(
    (text: string): boolean => {
      if (!canSendChatMessage(text, pendingRef.current)) return false;
      const message = text.trim();
      const history = messagesRef.current;
      append(createChatMessage(message, true));
      pendingRef.current = true;
      setPending(true);

      const payload = buildAiChatPayload({ message, history, context: WIDGET_CONTEXT, userName, language, currency });
      void askEmma(client(), payload)
        .then((outcome) => {
          if (outcome.kind === 'reply') {
            append({ ...createChatMessage(outcome.text ?? t('emptyReply'), false), emergency: outcome.emergency });
          } else if (outcome.kind === 'refused') {
            append(
              createChatMessage(
                outcome.reason === 'message_too_long' ? t('tooLong', { max: MAX_CHAT_MESSAGE_LENGTH }) : t('rateLimited'),
                false,
              ),
            );
          } else {
            toast({ title: t('connectionErrorTitle'), description: t('connectionErrorDescription'), variant: 'destructive' });
            append(createChatMessage(t('connectionErrorInChat'), false));
          }
        })
        .finally(() => {
          pendingRef.current = false;
          setPending(false);
        });
      return true;
    },
    [append, client, currency, language, t, toast, userName],
  );

  return { messages, pending, send };
}
