import type { ReactNode } from 'react';

/** One titled section of a member's page: a region named by its h2, so it is a landmark to jump to. */
export function MemberSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 rounded-lg border border-border p-4">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
