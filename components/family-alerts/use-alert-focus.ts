'use client';

import { useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { z } from '@/lib/zod-mini';

const alertParamSchema = z.uuid();

/**
 * Brings one alert card into view and focuses it: the one named by `?alert=<eventId>` (where a
 * Web Push notification leads), or one asked for later (a page notification, the jump button).
 * A request waits until its card is on the page (the feed loads after the page), then is done.
 */
export function useAlertFocus(renderedIds: string) {
  const cards = useRef(new Map<string, HTMLElement>());
  const param = useSearchParams().get('alert');
  const [request, setRequest] = useState<string | null>(null);
  const handledParam = useRef<string | null>(null);

  // A new ?alert= value (also after a client-side navigation) is one request, handled once.
  const parsed = alertParamSchema.safeParse(param);
  const paramId = parsed.success ? parsed.data : null;
  useEffect(() => {
    if (!paramId || handledParam.current === paramId) return;
    handledParam.current = paramId;
    setRequest(paramId);
  }, [paramId]);

  useEffect(() => {
    if (!request) return;
    const card = cards.current.get(request);
    if (!card) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    card.scrollIntoView?.({ block: 'center', behavior: reduceMotion ? 'auto' : 'smooth' });
    card.focus({ preventScroll: true });
    setRequest(null);
  }, [request, renderedIds]);

  /** The ref callback for the card of `eventId`, the same function on every render. */
  const callbacks = useRef(new Map<string, (element: HTMLElement | null) => void>());
  const cardRef = useCallback((eventId: string) => {
    let callback = callbacks.current.get(eventId);
    if (!callback) {
      callback = (element: HTMLElement | null) => {
        if (element) cards.current.set(eventId, element);
        else {
          cards.current.delete(eventId);
          callbacks.current.delete(eventId);
        }
      };
      callbacks.current.set(eventId, callback);
    }
    return callback;
  }, []);

  return { cardRef, focusAlert: setRequest };
}
