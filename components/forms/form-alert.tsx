import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type Props = { id?: string; tone: 'error' | 'info'; children: ReactNode };

/** A message about the whole form: errors interrupt (role=alert), news waits its turn (status). */
export function FormAlert({ id, tone, children }: Props) {
  return (
    <div
      id={id}
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'rounded-md border px-4 py-3 text-sm',
        tone === 'error' ? 'border-destructive/40 bg-destructive/10 text-destructive' : 'border-border bg-muted text-foreground',
      )}
    >
      {children}
    </div>
  );
}
