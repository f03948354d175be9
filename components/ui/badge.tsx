import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

const variants = {
  default: 'bg-primary text-primary-foreground',
  emergency: 'bg-emergency text-emergency-foreground',
  guardian: 'bg-guardian text-guardian-foreground',
  wellness: 'bg-wellness text-wellness-foreground',
  outline: 'border border-border text-foreground',
  success: 'bg-success text-white',
  warning: 'bg-warning-soft text-warning',
  secondary: 'bg-muted text-foreground',
} as const;

export type BadgeVariant = keyof typeof variants;

export type BadgeProps = ComponentProps<'span'> & { variant?: BadgeVariant };

export function Badge({ variant = 'default', className, ...props }: BadgeProps) {
  return (
    <span
      data-variant={variant}
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
