import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routes';
import { MEMBER_SEARCH_MAX } from '@/lib/validation/admin-members';

const inputClass =
  'h-11 w-full min-w-0 rounded-md border border-border bg-background px-3 text-base text-foreground outline-none focus-visible:ring-2 focus-visible:ring-guardian aria-invalid:border-destructive';

/**
 * The members search: a plain GET form (?q=), so it works before the page's JavaScript, the query
 * stays in the address and a new search starts at page 1. It keeps what was searched; an overlong
 * query (typed into the address) is said beside the field, with its hint, and searched for nowhere.
 */
export function MemberSearch({ query, tooLong }: { query: string; tooLong: boolean }) {
  const t = useTranslations('AdminMembers');
  const described = ['member-search-hint', tooLong ? 'member-search-error' : null].filter(Boolean).join(' ');
  return (
    <form method="get" role="search" aria-label={t('search.label')} className="flex flex-col gap-2 rounded-lg border border-border p-4">
      <label htmlFor="member-search" className="text-sm font-medium">
        {t('search.label')}
      </label>
      <p id="member-search-hint" className="text-sm text-muted-foreground">
        {t('search.hint')}
      </p>
      <div className="flex flex-wrap gap-3">
        <input
          id="member-search"
          name="q"
          type="search"
          defaultValue={query}
          autoComplete="off"
          aria-describedby={described}
          aria-invalid={tooLong || undefined}
          className={`${inputClass} flex-1 basis-56`}
        />
        <Button type="submit" variant="guardian">
          {t('search.submit')}
        </Button>
      </div>
      {tooLong && (
        <p id="member-search-error" role="alert" className="text-sm text-destructive">
          {t('errors.searchTooLong', { max: MEMBER_SEARCH_MAX })}
        </p>
      )}
      {query && (
        <Link href={routes.adminMembers} className="inline-flex min-h-11 items-center self-start text-sm underline">
          {t('search.clear')}
        </Link>
      )}
    </form>
  );
}
