import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { GrantSummary } from '@/components/family/grant-summary';
import { InviteAccessEnd } from '@/components/family/invite-access-end';
import { InviteResponse } from '@/components/family/invite-response';
import { InviteeAccountForm } from '@/components/family/invitee-account-form';
import { Moment } from '@/components/family/moment';
import { SwitchAccountButton } from '@/components/family/switch-account-button';
import { PublicPageShell } from '@/components/pages/public-page-shell';
import { Button } from '@/components/ui/button';
import { getUser } from '@/lib/auth/session';
import { previewFamilyInvite } from '@/lib/data/family-invite';
import { Link, getPathname } from '@/lib/i18n/navigation';
import { type LocaleParams, resolvePageLocale } from '@/lib/i18n/page-locale';
import { routes } from '@/lib/routes';
import { createClient } from '@/lib/supabase/server';
import { inviteTokenSchema } from '@/lib/validation/family';

// Per visitor and per token: never cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'FamilyInvite' });
  // The token is in the address: no index, and no referrer to other sites.
  return { title: t('metaTitle'), robots: { index: false }, referrer: 'no-referrer' };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * /family-invite?token=… (issue 21), opened from the invitation e-mail, signed in or not: who
 * invites, as what, exactly what is granted, when access would end and until when the invitation
 * can be accepted. Then: sign in or create an account (coming back here), or, signed in with the
 * invited address, accept or decline. An unusable token gets a page that says so.
 */
export default async function FamilyInvitePage({ params, searchParams }: { params: LocaleParams; searchParams: SearchParams }) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'FamilyInvite' });
  const raw = (await searchParams).token;
  const parsed = inviteTokenSchema.safeParse({ token: Array.isArray(raw) ? raw[0] : raw });
  const invite = parsed.success ? await previewFamilyInvite(await createClient(), parsed.data.token) : null;

  if (!parsed.success || !invite) {
    return (
      <PublicPageShell locale={locale}>
        <section className="mx-auto grid w-full max-w-2xl gap-4 px-4 py-12" data-testid="invite-invalid">
          <h1 className="text-3xl font-bold tracking-tight">{t('invalidTitle')}</h1>
          <p>{t('invalidBody')}</p>
        </section>
      </PublicPageShell>
    );
  }

  const token = parsed.data.token;
  const user = await getUser();
  const here = getPathname({ href: { pathname: routes.familyInvite, query: { token } }, locale });
  const signIn = getPathname({ href: { pathname: routes.auth, query: { next: here } }, locale });
  const sameEmail = user?.email?.toLowerCase() === invite.email.toLowerCase();
  const name = invite.member_name?.trim() || t('someone');

  return (
    <PublicPageShell locale={locale}>
      <div className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-12">
        <header className="grid gap-2">
          <h1 className="text-3xl font-bold tracking-tight" data-testid="invite-title">
            {t('title', { name, role: invite.role })}
          </h1>
          <p className="text-muted-foreground">{t('lead', { name, email: invite.email })}</p>
        </header>

        <section aria-labelledby="grant-title" className="grid gap-3 rounded-lg border border-border p-4" data-testid="invite-grant">
          <h2 id="grant-title" className="text-lg font-semibold">
            {t('grantTitle', { name })}
          </h2>
          {invite.relationship && <p className="text-sm">{t('relationship', { relationship: invite.relationship })}</p>}
          <GrantSummary grant={invite} />
          <p className="text-sm">
            <InviteAccessEnd invite={invite} />
          </p>
          <p className="text-sm text-muted-foreground">
            {t('validUntil')} <Moment iso={invite.expires_at} />
          </p>
        </section>

        {!user ? (
          <section aria-labelledby="respond-title" className="grid gap-4">
            <h2 id="respond-title" className="text-lg font-semibold">
              {t('signInTitle')}
            </h2>
            <p>{t('signInLead', { email: invite.email })}</p>
            <Button asChild variant="guardian" className="justify-self-start">
              <Link href={{ pathname: routes.auth, query: { next: here } }}>{t('signIn')}</Link>
            </Button>
            <details className="rounded-lg border border-border p-4">
              <summary className="flex min-h-11 cursor-pointer items-center font-medium">{t('createAccount')}</summary>
              <div className="mt-3">
                <InviteeAccountForm locale={locale} token={token} email={invite.email} returnPath={here} />
              </div>
            </details>
            <p className="text-sm text-muted-foreground">{t('declineWithoutAccount')}</p>
            <InviteResponse token={token} canAccept={false} />
          </section>
        ) : !sameEmail ? (
          <section className="grid gap-4" data-testid="invite-other-email">
            {/* Known when the page is rendered and never changes while it is open: a plain paragraph,
                not role=alert, which would interrupt a screen reader on every page load. */}
            <p className="rounded-md border border-destructive/40 bg-destructive/10 px-4 py-3 text-sm text-destructive">
              {t('otherEmail', { email: invite.email, current: user.email ?? '' })}
            </p>
            <SwitchAccountButton signInPath={signIn} />
          </section>
        ) : (
          <section aria-labelledby="respond-title" className="grid gap-4">
            <h2 id="respond-title" className="text-lg font-semibold">
              {t('respondTitle')}
            </h2>
            <InviteResponse token={token} canAccept />
          </section>
        )}
      </div>
    </PublicPageShell>
  );
}
