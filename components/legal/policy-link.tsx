'use client';

import dynamic from 'next/dynamic';
import { type MouseEvent, type ReactNode, useRef, useState } from 'react';
import { Link } from '@/lib/i18n/navigation';
import type { LegalDocumentKind } from '@/lib/legal/types';

// The dialog's code loads on the first click only.
const PolicyDialog = dynamic(() => import('./policy-dialog').then((module) => module.PolicyDialog), { ssr: false });

/**
 * A link to /privacy or /terms that opens the text in a dialog instead (docs/product.md#routes-and-screens: footer and contact
 * form). It stays a real link: crawlers follow it, and a middle-click, a modified click or a
 * visitor without JavaScript still reaches the full page.
 */
export function PolicyLink({ kind, className, children }: { kind: LegalDocumentKind; className?: string; children: ReactNode }) {
  const [state, setState] = useState({ open: false, mounted: false });
  const opener = useRef<HTMLAnchorElement>(null);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setState({ open: true, mounted: true });
  };

  return (
    <>
      <Link ref={opener} href={`/${kind}`} className={className} onClick={onClick} aria-haspopup="dialog">
        {children}
      </Link>
      {state.mounted && (
        <PolicyDialog
          kind={kind}
          open={state.open}
          onOpenChange={(open) => setState((current) => ({ ...current, open }))}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
        />
      )}
    </>
  );
}
