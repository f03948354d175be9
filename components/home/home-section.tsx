import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type Props = {
  id: string;
  title: string;
  intro?: ReactNode;
  /** Full-width band colour, e.g. bg-muted. */
  band?: string;
  className?: string;
  children: ReactNode;
};

/** A homepage section: a landmark named by its h2, in the page's content width. */
export function HomeSection({ id, title, intro, band, className, children }: Props) {
  return (
    <section aria-labelledby={`${id}-title`} id={id} className={band}>
      <div className={cn('mx-auto flex max-w-6xl flex-col gap-6 px-4 py-16', className)}>
        <div className="flex flex-col gap-2">
          <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight">
            {title}
          </h2>
          {intro}
        </div>
        {children}
      </div>
    </section>
  );
}
