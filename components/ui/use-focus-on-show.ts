import { useEffect, useRef } from 'react';

/**
 * A ref whose element takes the focus when `shown` turns true after the first render: the answer
 * that replaces the button which was pressed (that button is gone, and focus would otherwise fall
 * to the page's top). The element needs tabIndex={-1}; being focused, its text is read out, so it
 * needs no live region as well. Never on the first render, so opening a page moves nothing.
 */
export function useFocusOnShow<T extends HTMLElement>(shown: boolean) {
  const ref = useRef<T>(null);
  const wasShown = useRef(shown);
  useEffect(() => {
    if (shown && !wasShown.current) ref.current?.focus();
    wasShown.current = shown;
  }, [shown]);
  return ref;
}
