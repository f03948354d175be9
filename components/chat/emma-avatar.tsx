import { cn } from '@/lib/cn';

/** Emma's round badge; decorative, her name is always written beside it. */
export function EmmaAvatar({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-guardian text-base font-bold text-guardian-foreground',
        className,
      )}
    >
      E
    </span>
  );
}
