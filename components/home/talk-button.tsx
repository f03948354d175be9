'use client';

import type { ReactNode } from 'react';
import { useChat } from '@/components/chat/chat-launcher-context';
import { Button } from '@/components/ui/button';

/** Opens the Emma chat through the global launcher (docs/product.md#routes-and-screens hero "Talk"). */
export function TalkButton({ children }: { children: ReactNode }) {
  const { open } = useChat();
  return (
    <Button variant="guardian" size="lg" aria-haspopup="dialog" onClick={open}>
      {children}
    </Button>
  );
}
