import { getTranslations } from 'next-intl/server';
import { AccessEnd } from '@/components/looking-after/access-end';
import { LinkStateBadge } from '@/components/looking-after/link-state-badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { LookedAfterLink } from '@/lib/data/looking-after';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { linkState } from '@/lib/looking-after/permissions';
import { routes } from '@/lib/routes';
import { textLinkClass } from './text-link-class';

/**
 * The people the member looks after, in short (docs/product.md#routes-and-screens): who, as what,
 * whether the access is on, paused or ended (decided in SQL, never by comparing dates here) and
 * when it ends; each leads to that person's page under "People I look after".
 */
export async function LookingAfterList({ links, locale }: { links: LookedAfterLink[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'MemberDashboard.lookingAfter' });
  return (
    <Card data-testid="dashboard-looking-after">
      <CardHeader>
        <CardTitle as="h2">{t('title')}</CardTitle>
        <CardDescription>{t('intro')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <ul className="grid gap-2">
          {links.map((link) => {
            const name = link.full_name?.trim() || t('unnamed');
            // The column may be empty although the generated type says string.
            const relationship = (link.relationship as string | null)?.trim();
            return (
              <li key={link.link_id} className="grid gap-1 rounded-md border border-border p-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <Link
                    href={`${routes.lookingAfter}/${link.member_id}`}
                    aria-label={t('open', { name })}
                    className="inline-flex min-h-11 items-center font-semibold text-guardian underline underline-offset-4 [overflow-wrap:anywhere] hover:text-guardian-strong"
                  >
                    {name}
                  </Link>
                  <LinkStateBadge state={linkState(link)} locale={locale} />
                </div>
                <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
                  {t(`role.${link.role}`)}
                  {relationship && ` · ${relationship}`}
                </p>
                <AccessEnd state={linkState(link)} expiresAt={link.expires_at} locale={locale} />
              </li>
            );
          })}
        </ul>
        <Link href={routes.lookingAfter} className={textLinkClass}>
          {t('openAll')}
        </Link>
      </CardContent>
    </Card>
  );
}
