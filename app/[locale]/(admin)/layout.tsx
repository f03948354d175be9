import type { ReactNode } from 'react';
import { AdminShell } from '@/components/admin-shell/admin-shell';
import { AdminGate } from '@/components/auth/admin-gate';
import { FullClientMessages } from '@/components/i18n/full-client-messages';
import { requireAdmin } from '@/lib/auth/session';
import { type LocaleParams, resolvePageLocale } from '@/lib/i18n/page-locale';

// Per-visitor pages: rendered on every request, never cached (docs/architecture.md#known-traps).
export const dynamic = 'force-dynamic';

/** Admin pages: role admin from profiles under RLS, checked here as well as in the proxy; then the admin shell. */
export default async function AdminLayout({ children, params }: { children: ReactNode; params: LocaleParams }) {
  const locale = await resolvePageLocale(params);
  await requireAdmin(locale);
  return (
    <FullClientMessages>
      <AdminGate>
        <AdminShell>{children}</AdminShell>
      </AdminGate>
    </FullClientMessages>
  );
}
