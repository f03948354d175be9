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

/**
 * A short label. It stays on one line where it fits and wraps only when it is wider than its
 * container (never wider than it): a translation can be much longer than the English label, and a
 * badge that cannot wrap made a 320 px page scroll sideways ("Avisos a familiares · sin central de
 * atención" on the incident queue).
 */
export function Badge({ variant = 'default', className, ...props }: BadgeProps) {
  return (
    <span
      data-variant={variant}
      className={cn(
        'inline-flex max-w-full items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold [overflow-wrap:anywhere]',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
