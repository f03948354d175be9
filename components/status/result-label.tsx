import { CircleCheck, CircleDashed, CircleX } from 'lucide-react';
import { cn } from '@/lib/cn';

/** A target met, not met, or not judged (no alarms), in words with an icon of its own shape. */
export function ResultLabel({ met, label }: { met: boolean | null; label: string }) {
  const Icon = met === null ? CircleDashed : met ? CircleCheck : CircleX;
  return (
    <span className={cn('inline-flex items-center gap-1.5 font-semibold', met === null ? 'text-muted-foreground' : met ? 'text-success' : 'text-emergency')}>
      <Icon aria-hidden="true" focusable="false" className="size-4 shrink-0" />
      {label}
    </span>
  );
}
