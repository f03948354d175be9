import { CircleAlert, CircleCheck, CircleDashed, type LucideIcon, OctagonX, TriangleAlert } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { ComponentStatus } from '@/lib/status/thresholds';

/**
 * How each status looks on the status page (docs/product.md#status-page): an icon of its own shape
 * and a colour, always beside the status in words, so colour is never the only sign. The history's
 * bars are too narrow for an icon: a day without data is a short grey mark, the others full
 * height, and each bar carries its day and status as text for screen readers.
 */
export const STATUS_LOOK: Record<ComponentStatus, { icon: LucideIcon; text: string; bar: string }> = {
  operational: { icon: CircleCheck, text: 'text-success', bar: 'h-full bg-success' },
  degraded_performance: { icon: TriangleAlert, text: 'text-warning', bar: 'h-full bg-amber-500' },
  partial_outage: { icon: CircleAlert, text: 'text-orange-700', bar: 'h-full bg-orange-600' },
  major_outage: { icon: OctagonX, text: 'text-emergency', bar: 'h-full bg-emergency' },
  no_data: { icon: CircleDashed, text: 'text-muted-foreground', bar: 'h-1/3 bg-slate-400' },
};

/** A status in words with its icon: "✓ Operational". */
export function StatusLabel({ status, label, className }: { status: ComponentStatus; label: string; className?: string }) {
  const { icon: Icon, text } = STATUS_LOOK[status];
  return (
    <span data-status={status} className={cn('inline-flex items-center gap-1.5 font-semibold', text, className)}>
      <Icon aria-hidden="true" focusable="false" className="size-5 shrink-0" />
      {label}
    </span>
  );
}
