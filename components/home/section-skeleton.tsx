import { Skeleton } from '@/components/ui/skeleton';

/** Holds a data section's place (and height) while its reads stream in. */
export function SectionSkeleton({ height }: { height: string }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-16">
      <Skeleton className="mb-6 h-9 w-56" />
      <Skeleton className={height} />
    </div>
  );
}
