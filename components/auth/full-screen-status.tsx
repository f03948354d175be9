import { Spinner } from '@/components/ui/spinner';

/** The whole screen given to one short status line, e.g. docs/product.md#routes-and-screens's "Loading...". */
export function FullScreenStatus({ text }: { text: string }) {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-3 text-muted-foreground">
      <Spinner label={text} size="lg" aria-hidden="true" />
      <p role="status" aria-live="polite">
        {text}
      </p>
    </div>
  );
}
