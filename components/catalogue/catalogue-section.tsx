'use client';

import { useAction } from 'next-safe-action/hooks';
import { useFormatter, useTranslations } from 'next-intl';
import { useEffect, useRef, useTransition } from 'react';
import { LiveNotice, useLiveNotice } from '@/components/forms/live-notice';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { moveCatalogueItem, setCatalogueItemActive } from '@/lib/actions/catalogue';
import type { CatalogueListItem } from '@/lib/catalogue/list-items';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routes';
import type { CatalogueKind } from '@/lib/validation/catalogue';
import { TableHeader } from '@/components/ui/table-header';

type Direction = 'up' | 'down';
const buttonId = (kind: CatalogueKind, id: string, what: Direction | 'visibility') => `catalogue-${kind}-${id}-${what}`;

/**
 * One kind of the catalogue (plans, products or regional services) as a table in public order,
 * with per row: edit, move up or down, and hide or show. Each change is the admin's own (server
 * actions on their session), is announced in the section's live region, and reloads the page's
 * data; focus stays on the button pressed, in the row's new place (or on its twin when it reached
 * the end of the list and became disabled).
 */
export function CatalogueSection({ kind, items }: { kind: CatalogueKind; items: CatalogueListItem[] }) {
  const t = useTranslations('AdminCatalogue');
  const format = useFormatter();
  const router = useRouter();
  const [notice, say] = useLiveNotice();
  const [refreshing, startRefresh] = useTransition();
  const focusAfter = useRef<{ id: string; what: Direction | 'visibility' } | null>(null);
  // The rows pressed, by id, for the words said once their change is done.
  const pressed = useRef(new Map<string, CatalogueListItem>());

  // Once the refreshed rows are on screen, put focus back where the admin was.
  useEffect(() => {
    if (refreshing || !focusAfter.current) return;
    const { id, what } = focusAfter.current;
    focusAfter.current = null;
    const wanted = document.getElementById(buttonId(kind, id, what)) as HTMLButtonElement | null;
    const twin = what === 'visibility' ? null : (document.getElementById(buttonId(kind, id, what === 'up' ? 'down' : 'up')) as HTMLButtonElement | null);
    (wanted && !wanted.disabled ? wanted : twin)?.focus();
  }, [refreshing, kind, items]);

  const failed = () => say({ tone: 'error', text: t('actions.failed') });
  const done = (data: unknown, id: string, what: Direction | 'visibility', text: (item: CatalogueListItem) => string) => {
    const item = pressed.current.get(id);
    // An answer without data is no answer: say it failed rather than that it worked.
    if (!data || !item) return failed();
    say({ tone: 'info', text: text(item) });
    focusAfter.current = { id: item.id, what };
    startRefresh(() => router.refresh());
  };
  const move = useAction(moveCatalogueItem, {
    onSuccess: ({ data, input }) => done(data, input.id, input.direction, (item) => t('actions.moved', { name: item.name })),
    onError: failed,
  });
  const visibility = useAction(setCatalogueItemActive, {
    onSuccess: ({ data, input }) => done(data, input.id, 'visibility', (item) => t(item.active ? 'actions.hidden' : 'actions.shown', { name: item.name })),
    onError: failed,
  });

  function run(item: CatalogueListItem, what: Direction | 'visibility') {
    // A second press while a change is on its way is ignored. The buttons stay enabled meanwhile:
    // disabling the pressed one would drop keyboard focus to the page.
    if (move.isExecuting || visibility.isExecuting) return;
    pressed.current.set(item.id, item);
    if (what === 'visibility') visibility.execute({ kind, id: item.id, active: !item.active });
    else move.execute({ kind, id: item.id, direction: what });
  }

  const headingId = `catalogue-${kind}-heading`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3" data-testid={`catalogue-${kind}`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-semibold">
          {t(`sections.${kind}`)}
        </h2>
        <Button asChild variant="outline" wrap>
          <Link href={`${routes.adminCatalogue}/${kind}/new`}>{t(`add.${kind}`)}</Link>
        </Button>
      </div>
      <LiveNotice notice={notice} />
      {items.length === 0 ? (
        <p>{t(`empty.${kind}`)}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <TableHeader columns={[t('columns.name'), t('columns.price'), t('columns.actions')]} />
            <tbody>
              {items.map((item, index) => (
                <tr key={item.id} className="border-b border-border align-top" data-testid="catalogue-row">
                  <th scope="row" className="py-3 pr-3 font-normal">
                    <span className="block font-semibold [overflow-wrap:anywhere]">{item.name}</span>
                    <span className="mt-1 flex flex-wrap gap-1">
                      <Badge variant={item.active ? 'success' : 'secondary'}>{t(item.active ? 'state.shown' : 'state.hidden')}</Badge>
                      {item.status && <Badge variant={item.status === 'active' ? 'outline' : 'warning'}>{t(`state.${item.status}`)}</Badge>}
                      {item.popular && <Badge variant="guardian">{t('state.popular')}</Badge>}
                      {item.region !== undefined && (
                        <Badge variant="outline">{!item.region || item.region === 'global' ? t('state.global') : t('state.region', { region: item.region.toUpperCase() })}</Badge>
                      )}
                    </span>
                  </th>
                  <td className="py-3 pr-3 whitespace-nowrap">
                    {format.number(item.price, { style: 'currency', currency: item.currency })}
                    {item.interval && <span className="block text-muted-foreground">{t(`interval.${item.interval}`)}</span>}
                  </td>
                  <td className="py-3">
                    <div className="flex flex-wrap gap-2">
                      <Button asChild variant="outline" size="sm" wrap>
                        <Link href={`${routes.adminCatalogue}/${kind}/${item.id}`} aria-label={t('actions.edit', { name: item.name })}>
                          {t('actions.editShort')}
                        </Link>
                      </Button>
                      <Button
                        id={buttonId(kind, item.id, 'up')}
                        variant="outline"
                        size="sm"
                        aria-label={t('actions.moveUp', { name: item.name })}
                        disabled={index === 0}
                        onClick={() => run(item, 'up')}
                      >
                        <span aria-hidden>↑</span>
                      </Button>
                      <Button
                        id={buttonId(kind, item.id, 'down')}
                        variant="outline"
                        size="sm"
                        aria-label={t('actions.moveDown', { name: item.name })}
                        disabled={index === items.length - 1}
                        onClick={() => run(item, 'down')}
                      >
                        <span aria-hidden>↓</span>
                      </Button>
                      <Button
                        id={buttonId(kind, item.id, 'visibility')}
                        variant="outline"
                        size="sm"
                        wrap
                        aria-label={t(item.active ? 'actions.hide' : 'actions.show', { name: item.name })}
                        onClick={() => run(item, 'visibility')}
                      >
                        {t(item.active ? 'actions.hideShort' : 'actions.showShort')}
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
