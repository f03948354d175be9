'use client';

import type { ReactNode } from 'react';
import { useChat } from '@/components/chat/chat-launcher-context';
import { Button } from '@/components/ui/button';

/** Opens the Emma chat through the global launcher (spec §2 hero "Talk"). */
export function TalkButton({ children }: { children: ReactNode }) {
  const { open } = useChat();
  return (
    <Button variant="guardian" size="lg" aria-haspopup="dialog" onClick={open}>
      {children}
    </Button>
  );
}
