import { getTranslations } from 'next-intl/server';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { ChecklistItem } from '@/lib/data/member-dashboard-rules';

/** docs/product.md#routes-and-screens profile completion checklist, computed from the member's rows. */
export async function ProfileChecklist({ items }: { items: ChecklistItem[] }) {
  const t = await getTranslations('MemberDashboard.checklist');
  const done = items.filter((item) => item.done).length;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('title')}</CardTitle>
        <CardDescription>{t('progress', { done, total: items.length })}</CardDescription>
      </CardHeader>
      <CardContent>
        <progress className="mb-4 h-2 w-full" max={items.length} value={done} aria-label={t('progress', { done, total: items.length })} />
        <ul className="flex flex-col gap-2" aria-label={t('title')}>
          {items.map((item) => (
            <li key={item.key} data-testid={`checklist-${item.key}`} data-done={item.done} className="flex items-center justify-between gap-2">
              <span>{t(item.key)}</span>
              <span className={item.done ? 'font-medium text-success' : 'text-muted-foreground'}>
                {item.done ? t('done') : t('todo')}
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
