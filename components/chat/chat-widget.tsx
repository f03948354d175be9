'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import type { FunctionsInvoker } from '@/lib/chat/ask-emma';
import { usePathname } from '@/lib/i18n/navigation';
import { isUnder, routes } from '@/lib/routes';
import { ChatLauncher } from './chat-launcher';
import { useChat } from './chat-launcher-context';

/** docs/product.md#routes-and-screens: the chat shows on every page except under /admin-dashboard (path without the locale). */
export function isChatHiddenOn(pathname: string): boolean {
  return isUnder(pathname, routes.adminDashboard);
}

/**
 * The widget is on every page, so supabase-js (about a quarter of a page's JavaScript) is loaded
 * only when someone sends Emma a message, not with the page. A failed load is a failed call: the
 * chat shows its connection error.
 */
const lazyClient: FunctionsInvoker = {
  functions: {
    invoke: async (name, options) => {
      const { createClient } = await import('@/lib/supabase/client');
      return createClient().functions.invoke(name, options);
    },
  },
};
const loadClient = () => lazyClient;

/**
 * The chat window (its dialog, conversation and composer) is not in the page's first load either:
 * it is fetched when someone shows intent (hovers or focuses the launcher) or opens the chat, and
 * stays mounted from then on so the conversation survives closing and reopening.
 */
const loadChatWindow = () => import('./chat-window').then((module) => module.ChatWindow);
const ChatWindow = dynamic(loadChatWindow, { ssr: false });

/** The global Emma widget: the floating launcher and the modal chat it opens. */
export function ChatWidget() {
  const pathname = usePathname();
  const { isOpen } = useChat();
  // Once opened, always mounted (React's way of keeping state derived from a prop change).
  const [wanted, setWanted] = useState(false);
  if (isOpen && !wanted) setWanted(true);

  if (isChatHiddenOn(pathname)) return null;
  return (
    <>
      <ChatLauncher onIntent={() => void loadChatWindow()} />
      {wanted && <ChatWindow client={loadClient} />}
    </>
  );
}
