'use client';

import { createContext, use, useCallback, useMemo, useState, type ReactNode } from 'react';

/**
 * The global open/close switch of the Emma chat (docs/product.md#routes-and-screens "Can be opened and closed globally").
 * Buttons anywhere (the hero's Talk, say) open it; the chat window reads isOpen and calls close.
 */
export type ChatLauncher = {
  isOpen: boolean;
  open: () => void;
  close: () => void;
  toggle: () => void;
};

const ChatContext = createContext<ChatLauncher | null>(null);

export function ChatProvider({ children }: { children: ReactNode }) {
  const [isOpen, setIsOpen] = useState(false);
  const open = useCallback(() => setIsOpen(true), []);
  const close = useCallback(() => setIsOpen(false), []);
  const toggle = useCallback(() => setIsOpen((value) => !value), []);
  const value = useMemo(() => ({ isOpen, open, close, toggle }), [isOpen, open, close, toggle]);
  return <ChatContext value={value}>{children}</ChatContext>;
}

/** docs/product.md#errors: the chat context used outside its provider throws. */
export function useChat(): ChatLauncher {
  const value = use(ChatContext);
  if (!value) throw new Error('useChat must be used inside <ChatProvider>');
  return value;
}
