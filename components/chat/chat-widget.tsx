'use client';

import type { FunctionsInvoker } from '@/lib/chat/ask-emma';
import { usePathname } from '@/lib/i18n/navigation';
import { ChatLauncher } from './chat-launcher';
import { ChatWindow } from './chat-window';
import { isUnder, routes } from '@/lib/routes';

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

/** The global Emma widget: the floating launcher and the modal chat it opens. */
export function ChatWidget() {
  const pathname = usePathname();
  if (isChatHiddenOn(pathname)) return null;
  return (
    <>
      <ChatLauncher />
      <ChatWindow client={loadClient} />
    </>
  );
}
