import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { SpinnerIcon } from './spinner-icon';
import { VisuallyHidden } from './visually-hidden';

const sizes = {
  sm: 'size-4',
  md: 'size-6',
  lg: 'size-10',
} as const;

export type SpinnerSize = keyof typeof sizes;

export type SpinnerProps = Omit<ComponentProps<'span'>, 'children' | 'role'> & {
  /** What is loading, read by screen readers (from messages/*.json). */
  label: string;
  size?: SpinnerSize;
};

export function Spinner({ label, size = 'md', className, ...props }: SpinnerProps) {
  return (
    <span role="status" className={cn('inline-flex items-center justify-center', className)} {...props}>
      <SpinnerIcon className={sizes[size]} />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
