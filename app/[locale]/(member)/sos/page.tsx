import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { RememberOfflineState } from '@/components/offline/remember-offline-state';
import { Call112Link } from '@/components/sos/call-112-link';
import { GraceSetting } from '@/components/sos/grace-setting';
import { ProtectionState } from '@/components/sos/protection-state';
import { SosConsole } from '@/components/sos/sos-console';
import { SosHistory } from '@/components/sos/sos-history';
import { requireUser } from '@/lib/auth/session';
import { getSosHome } from '@/lib/data/sos';
import { type LocaleParams, resolvePageLocale } from '@/lib/i18n/page-locale';
import { requestScriptNonce } from '@/lib/security/request-nonce';
import { privatePageMetadata } from '@/lib/seo/page-metadata';
import { createClient } from '@/lib/supabase/server';

export const generateMetadata = ({ params }: { params: LocaleParams }): Promise<Metadata> => privatePageMetadata(params, 'Sos');

/** /sos (docs/product.md#routes-and-screens): the SOS button, 112, protection state, who is alerted, the grace, history. */
export default async function SosPage({ params }: { params: LocaleParams }) {
  const locale = await resolvePageLocale(params);
  const user = await requireUser(locale);
  const t = await getTranslations({ locale, namespace: 'Sos' });
  const home = await getSosHome(await createClient(), user.id);
  const names = Object.fromEntries(home.family.map((p) => [p.userId, p.name]));

  return (
    <main id="main" tabIndex={-1} className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-10 focus:outline-none">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
          <p className="text-muted-foreground">{t('subtitle')}</p>
        </div>
        <Call112Link />
      </header>
      {/* What the offline SOS screen may say about the member (counted as ProtectionState lists them). */}
      <RememberOfflineState
        userId={user.id}
        fullName={home.memberName}
        protectedNow={home.protectedNow}
        alertCount={home.family.length + home.contacts.length + (home.plan?.region === 'es' ? 1 : 0)}
      />
      <SosConsole
        memberId={user.id}
        initialEvent={home.openEvent}
        family={home.family}
        contacts={home.contacts}
        earlyTapNonce={await requestScriptNonce()}
      />
      <ProtectionState home={home} />
      <section aria-labelledby="grace-title" className="flex flex-col gap-2">
        <h2 id="grace-title" className="text-xl font-semibold">
          {t('grace.title')}
        </h2>
        <GraceSetting graceSeconds={home.graceSeconds} />
      </section>
      <SosHistory events={home.history} timelines={home.timelines} names={names} memberId={user.id} />
    </main>
  );
}
