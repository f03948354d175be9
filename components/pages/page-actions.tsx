import { Button, type ButtonVariant } from '@/components/ui/button';
import { Link } from '@/lib/i18n/navigation';

export type PageAction = { href: string; label: string; variant: ButtonVariant };

/** The main calls to action under a page's title, as large link buttons. */
export function PageActions({ actions }: { actions: readonly PageAction[] }) {
  return (
    <div className="flex flex-wrap gap-3">
      {actions.map((action) => (
        <Button key={action.href} asChild variant={action.variant} size="lg" wrap>
          <Link href={action.href}>{action.label}</Link>
        </Button>
      ))}
    </div>
  );
}
