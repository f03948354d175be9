import type { CSSProperties, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { DEFERRED_RENDER_CLASS, deferredRenderReserve, type ReservedHeight } from '@/components/layout/deferred-render';

type Props = {
  id: string;
  title: string;
  /** The lead under the heading; set in the shared lead style here, so sections need not repeat it. */
  intro?: ReactNode;
  /** Full-width band colour, e.g. bg-muted. */
  band?: string;
  className?: string;
  /** Its usual height, reserved while the browser has not rendered it yet (deferred-render.ts). */
  reserve: ReservedHeight;
  children: ReactNode;
};

/**
 * A homepage section: a landmark named by its h2, in the page's content width. Every section gets
 * the same rhythm from Tailwind's scale (py-16, sm:py-20; heading text-3xl, sm:text-4xl; lead
 * text-lg), so the homepage reads as one system rather than one spacing per section. Every
 * section sits below the hero, so the browser lays it out only as it nears the screen.
 */
export function HomeSection({ id, title, intro, band, className, reserve, children }: Props) {
  return (
    <section aria-labelledby={`${id}-title`} id={id} className={cn(DEFERRED_RENDER_CLASS, band)} style={deferredRenderReserve(reserve) as CSSProperties}>
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
