import { act, render, renderHook } from '@testing-library/react';
import { ChatProvider, useChat } from '@/components/chat/chat-launcher-context';

describe('chat launcher context (docs/product.md#routes-and-screens, docs/product.md#errors)', () => {
  it('opens, closes and toggles the chat globally', () => {
    const { result } = renderHook(() => useChat(), { wrapper: ChatProvider });
    expect(result.current.isOpen).toBe(false);
    act(() => result.current.open());
    expect(result.current.isOpen).toBe(true);
    act(() => result.current.close());
    expect(result.current.isOpen).toBe(false);
    act(() => result.current.toggle());
    expect(result.current.isOpen).toBe(true);
  });

  it('throws outside its provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Orphan() {
      useChat();
      return null;
    }
    expect(() => render(<Orphan />)).toThrow('useChat must be used inside <ChatProvider>');
    jest.restoreAllMocks();
  });
});
