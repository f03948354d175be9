import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A placeholder block; hidden from assistive technology, which hears the page's own loading state. */
export function Skeleton({ className, ...props }: Omit<ComponentProps<'div'>, 'children'>) {
  return (
    <div aria-hidden="true" className={cn('rounded-md bg-muted motion-safe:animate-pulse', className)} {...props} />
  );
}
