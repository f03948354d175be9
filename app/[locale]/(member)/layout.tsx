import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AppShell } from '@/components/app-shell/app-shell';
import { ProtectedGate } from '@/components/auth/protected-gate';
import { ActiveCheckInBanner } from '@/components/check-in/active-check-in-banner';
import { requireUser } from '@/lib/auth/session';
import { MEMBER_SHELL_NAMESPACES, pickNamespaces } from '@/lib/i18n/client-messages';
import { type LocaleParams, resolvePageLocale } from '@/lib/i18n/page-locale';

// Per-visitor pages: rendered on every request, never cached (docs/architecture.md#known-traps).
export const dynamic = 'force-dynamic';

/** Signed-in pages: the proxy redirected early; this checks again on the server (docs/product.md#routes-and-screens). */
export default async function MemberLayout({ children, params }: { children: ReactNode; params: LocaleParams }) {
  const locale = await resolvePageLocale(params);
  const user = await requireUser(locale);
  // What the shell and /sos read in the browser; the other pages add the rest ((pages)/layout.tsx).
  const messages = pickNamespaces(await getMessages(), MEMBER_SHELL_NAMESPACES);
  return (
    // The family SOS alerts are on every page, so the locale layout mounts them, not this one.
    // Each page brings its own <main id="main">; the shell adds the header and the phone's bottom bar.
    <NextIntlClientProvider messages={messages}>
      {/* Verified just now: the page renders on the server and works as soon as it hydrates. */}
      <ProtectedGate verifiedUserId={user.id}>
        <AppShell>
          {/* The member's running check-in, on every signed-in page (and only there: it reads with supabase-js). */}
          <ActiveCheckInBanner />
          {children}
        </AppShell>
      </ProtectedGate>
    </NextIntlClientProvider>
  );
}
