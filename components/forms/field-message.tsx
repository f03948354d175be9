import type { ReactNode } from 'react';

/** The ids a field's hint and error get, and the aria-describedby that announces them with it. */
export function fieldMessageIds(id: string, { hint, error }: { hint?: ReactNode; error?: ReactNode }) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return { hintId, errorId, describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined };
}

/** A field's hint or error line; renders nothing without text. */
export function FieldMessage({ id, tone, children }: { id: string | undefined; tone: 'hint' | 'error'; children: ReactNode }) {
  if (!children || !id) return null;
  return (
    <p id={id} className={tone === 'error' ? 'text-sm font-medium text-destructive' : 'text-sm text-muted-foreground'}>
      {children}
    </p>
  );
}
