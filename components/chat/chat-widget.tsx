'use client';

import { usePathname } from '@/lib/i18n/navigation';
import { createClient } from '@/lib/supabase/client';
import { ChatLauncher } from './chat-launcher';
import { ChatWindow } from './chat-window';

/** Spec §2: the chat shows on every page except under /admin-dashboard (path without the locale). */
export function isChatHiddenOn(pathname: string): boolean {
  return pathname === '/admin-dashboard' || pathname.startsWith('/admin-dashboard/');
}

/** The global Emma widget: the floating launcher and the modal chat it opens. */
export function ChatWidget() {
  const pathname = usePathname();
  if (isChatHiddenOn(pathname)) return null;
  return (
    <>
      <ChatLauncher />
      <ChatWindow client={createClient} />
    </>
  );
}
