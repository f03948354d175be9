import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A part of the questionnaire: a region named by its heading, so screen readers can jump between parts. */
export function QuestionnaireSection({ id, title, className, children }: { id: string; title: string; className?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={cn('flex flex-col gap-6', className)}>
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
