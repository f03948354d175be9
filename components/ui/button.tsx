import type { ComponentProps } from 'react';
import { Slot } from 'radix-ui';
import { cn } from '@/lib/cn';
import { SpinnerIcon } from './spinner-icon';

const variants = {
  default: 'bg-primary text-primary-foreground hover:bg-emergency-strong',
  emergency: 'bg-emergency text-emergency-foreground hover:bg-emergency-strong',
  guardian: 'bg-guardian text-guardian-foreground hover:bg-guardian-strong',
  wellness: 'bg-wellness text-wellness-foreground hover:bg-wellness-strong',
  outline: 'border border-border bg-background text-foreground hover:bg-muted',
  ghost: 'text-foreground hover:bg-muted',
  destructive: 'bg-destructive text-destructive-foreground hover:bg-emergency-strong',
  link: 'text-guardian underline underline-offset-4 hover:text-guardian-strong',
} as const;

// Every size is at least 44 × 44 px where a finger taps (WCAG 2.5.5, issue 24). sm is 36 px only
// for a mouse on a wide screen (md and a fine pointer), where dense admin tables want it; on phones
// and touch tablets it is 44 px like md.
const sizes = {
  sm: 'h-11 min-w-11 px-3 text-sm md:pointer-fine:h-9 md:pointer-fine:min-w-9',
  md: 'h-11 px-4 text-base',
  lg: 'h-12 px-6 text-lg',
  xl: 'h-16 px-8 text-xl',
  icon: 'size-11',
} as const;

// `wrap` (the default): the height becomes a minimum, so a long label (Dutch, Spanish) wraps onto
// more lines instead of widening the page on a 320 px phone. max-w-full matters as much as the
// white-space: a button is shrink-0, so in a wrapping row only a max width stops it at the row's
// edge. A button that fits stays on one line, so wide screens look the same.
const wrapping = {
  sm: 'h-auto min-h-11 py-1 md:pointer-fine:h-auto md:pointer-fine:min-h-9',
  md: 'h-auto min-h-11 py-2',
  lg: 'h-auto min-h-12 py-2',
  xl: 'h-auto min-h-16 py-3',
  icon: '',
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

export type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Renders the single child element (a link, say) with the button's look and behaviour. */
  asChild?: boolean;
  /** Disables the button and shows a spinner over its content, which stays for width and name. */
  loading?: boolean;
  /** Lets a long label wrap within the available width (see `wrapping`); false keeps one line whatever it costs. */
  wrap?: boolean;
};

export function Button({
  variant = 'default',
  size = 'md',
  asChild = false,
  loading = false,
  wrap = true,
  disabled = false,
  type,
  className,
  children,
  ...props
}: ButtonProps) {
  const inactive = disabled || loading;
  const Comp = asChild ? Slot.Root : 'button';
  // A link has no `disabled`; it gets aria-disabled instead (and no pointer events below).
  const stateProps = asChild
    ? { 'aria-disabled': inactive || undefined }
    : { disabled: inactive, type: type ?? 'button' };

  return (
    <Comp
      data-variant={variant}
      data-size={size}
      aria-busy={loading || undefined}
      className={cn(
        'relative inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-md font-semibold whitespace-nowrap transition-colors',
        'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring',
        'disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50',
        variants[variant],
        sizes[size],
        wrap && size !== 'icon' && cn(wrapping[size], 'max-w-full text-center whitespace-normal'),
        className,
      )}
      {...stateProps}
      {...props}
    >
      <Slot.Slottable child={children}>
        {(content) => (
          <>
            {loading && <SpinnerIcon className="absolute size-5" />}
            {/* Transparent rather than hidden: the content keeps the width and the accessible name. */}
            <span className={cn('inline-flex items-center justify-center gap-2', loading && 'opacity-0')}>
              {content}
            </span>
          </>
        )}
      </Slot.Slottable>
    </Comp>
  );
}
