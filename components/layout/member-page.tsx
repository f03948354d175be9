import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

const WIDTHS = { '3xl': 'max-w-3xl', '5xl': 'max-w-5xl' } as const;

/**
 * The frame of a page in the member area: the skip link's target (`main`, focusable so the link
 * moves focus), the page's one h1 and its lead, then the page's own content.
 */
export function MemberPage({ title, lead, width = '3xl', children }: { title: ReactNode; lead?: ReactNode; width?: keyof typeof WIDTHS; children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className={cn('mx-auto flex w-full flex-col gap-6 px-4 py-10 focus:outline-none', WIDTHS[width])}>
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        {lead && <p className="text-muted-foreground">{lead}</p>}
      </header>
      {children}
    </main>
  );
}
