import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A titled block of an information page (h2), labelled by its heading for landmark navigation. */
export function PageSection({ id, title, children, className }: { id: string; title: string; children: ReactNode; className?: string }) {
  return (
    <section aria-labelledby={id} className={cn('mx-auto flex max-w-4xl flex-col gap-4 px-4 py-8', className)}>
      <h2 id={id} className="text-2xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
