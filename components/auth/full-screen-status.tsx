import { Spinner } from '@/components/ui/spinner';

/** The whole screen given to one short status line, e.g. spec §2's "Loading...". */
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
