'use client';

import { useState } from 'react';
import { actionErrorKey, type ActionResultLike } from '@/lib/actions/action-result';

type Redirect = { status: 'redirect'; url: string };
type Started<P extends string> = Redirect | { status: P };

// P is generic, so TypeScript cannot narrow on `status` alone: the url decides.
const isRedirect = <P extends string>(data: Started<P>): data is Redirect => data.status === 'redirect' && 'url' in data;

/**
 * Starting a Stripe Checkout from one of our forms: the action answers where to send the browser,
 * or why it cannot (a reason of its own, 'signedOut' or 'failed'). While the browser leaves for
 * the checkout page the form stays busy, so nobody pays twice by clicking again.
 */
export function useCheckoutStart<P extends string>() {
  const [problem, setProblem] = useState<P | 'signedOut' | 'failed' | null>(null);
  const [leaving, setLeaving] = useState(false);

  async function start(call: () => Promise<(ActionResultLike & { data?: Started<P> }) | undefined>) {
    setProblem(null);
    const result = await call().catch(() => null);
    const error = actionErrorKey(result);
    const data = result?.data;
    if (error === null && data && isRedirect(data)) {
      setLeaving(true);
      window.location.assign(data.url);
      return;
    }
    if (data && !isRedirect(data)) return setProblem(data.status as P);
    setProblem(error === 'signedOut' ? 'signedOut' : 'failed');
  }

  return { start, problem, leaving };
}
