import type { ReactNode } from 'react';

type Props = { id: string; title: string; testId?: string; children: ReactNode };

/** One bordered part of the full dashboard, named by its heading for screen readers' landmarks. */
export function OverviewSection({ id, title, testId, children }: Props) {
  return (
    <section aria-labelledby={id} className="grid gap-3 rounded-lg border border-border p-4" data-testid={testId}>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
