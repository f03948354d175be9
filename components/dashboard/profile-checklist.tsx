import { getTranslations } from 'next-intl/server';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { CheckIcon } from '@/components/ui/icons';
import type { ChecklistItem } from '@/lib/data/member-dashboard-rules';
import { Link } from '@/lib/i18n/navigation';
import { checklistDetailText } from './checklist-detail-text';
import { CHECKLIST_ROUTES } from './checklist-routes';

/**
 * docs/product.md#routes-and-screens profile completion checklist, computed from the member's rows.
 * Each item links to the page where it is set up and says what is saved there, not only "Done".
 * For someone who looks after others without a plan of their own (`offer`), it is the same list
 * worded as an invitation to protect themselves too.
 */
export async function ProfileChecklist({ items, offer = false }: { items: ChecklistItem[]; offer?: boolean }) {
  const t = await getTranslations('MemberDashboard.checklist');
  const done = items.filter((item) => item.done).length;
  const title = offer ? t('offerTitle') : t('title');
  const progress = t('progress', { done, total: items.length });
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
        <CardDescription>{offer ? `${t('offerIntro')} ${progress}` : progress}</CardDescription>
      </CardHeader>
      <CardContent>
        <progress className="mb-4 h-2 w-full" max={items.length} value={done} aria-label={progress} />
        <ul className="flex flex-col gap-2" aria-label={title}>
          {items.map((item) => (
            <li key={item.key} data-testid={`checklist-${item.key}`} data-done={item.done}>
              <Link
                href={CHECKLIST_ROUTES[item.key]}
                className="flex min-h-11 flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-md border border-border px-3 py-2 hover:bg-muted focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                <span className="font-medium underline decoration-1 underline-offset-4">{t(item.key)}</span>
                <span className="flex flex-wrap items-center gap-x-2 text-sm">
                  <span className={item.done ? 'inline-flex items-center gap-1 font-semibold text-success' : 'font-medium text-muted-foreground'}>
                    {item.done && <CheckIcon className="size-4" />}
                    {item.done ? t('done') : t('todo')}
                  </span>
                  {item.detail && (
                    <span className="text-muted-foreground [overflow-wrap:anywhere]" data-testid={`checklist-${item.key}-detail`}>
                      {checklistDetailText(t, item.detail)}
                    </span>
                  )}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
