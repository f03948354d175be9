import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type Props = {
  id: string;
  title: string;
  /** The lead under the heading; set in the shared lead style here, so sections need not repeat it. */
  intro?: ReactNode;
  /** Full-width band colour, e.g. bg-muted. */
  band?: string;
  className?: string;
  children: ReactNode;
};

/**
 * A homepage section: a landmark named by its h2, in the page's content width. Every section gets
 * the same rhythm from Tailwind's scale (py-16, sm:py-20; heading text-3xl, sm:text-4xl; lead
 * text-lg), so the homepage reads as one system rather than one spacing per section.
 */
export function HomeSection({ id, title, intro, band, className, children }: Props) {
  return (
    <section aria-labelledby={`${id}-title`} id={id} className={band}>
      <div className={cn('mx-auto flex max-w-6xl flex-col gap-8 px-4 py-16 sm:py-20', className)}>
        <div className="flex max-w-3xl flex-col gap-3">
          <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight break-words sm:text-4xl">
            {title}
          </h2>
          {intro && <div className="text-lg text-muted-foreground">{intro}</div>}
        </div>
        {children}
      </div>
    </section>
  );
}
