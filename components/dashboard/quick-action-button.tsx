'use client';

import { useChat } from '@/components/chat/chat-launcher-context';

/** The quick action that opens Emma's chat in place rather than going to another page. */
export function QuickActionButton({ label, className }: { label: string; className: string }) {
  const chat = useChat();
  return (
    <button type="button" className={className} onClick={chat.open}>
      {label}
    </button>
  );
}
