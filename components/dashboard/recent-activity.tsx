import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { LocalMoment } from '@/components/ui/local-moment';
import type { AccessActivity, NotificationActivity, SosActivity } from '@/lib/data/member-dashboard';

type Props = { sos: SosActivity[]; notifications: NotificationActivity[]; access: AccessActivity[] };

function Section({ title, empty, children }: { title: string; empty: string; children: ReactNode[] }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="font-semibold">{title}</h3>
      {children.length ? <ul className="flex flex-col gap-1 text-sm">{children}</ul> : <p className="text-sm text-muted-foreground">{empty}</p>}
    </section>
  );
}

/** docs/product.md#routes-and-screens recent activity: SOS events, notifications and family access, each with an empty state. */
export async function RecentActivity({ sos, notifications, access }: Props) {
  const t = await getTranslations('MemberDashboard');
  // Each moment in the member's own zone, named (the server's render says UTC until the browser's).
  const when = (iso: string) => <LocalMoment iso={iso} style="medium" />;

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('activity.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-3">
        <Section title={t('activity.sosTitle')} empty={t('activity.sosEmpty')}>
          {sos.map((event) => (
            <li key={event.id}>
              {t(`sosStatus.${event.status}`)} · {when(event.started_at)}
            </li>
          ))}
        </Section>
        <Section title={t('activity.notificationsTitle')} empty={t('activity.notificationsEmpty')}>
          {notifications.map((n) => (
            <li key={n.id} className={n.read_at ? undefined : 'font-medium'}>
              {n.title ?? t('activity.notificationUntitled')} · {when(n.created_at)}
            </li>
          ))}
        </Section>
        <Section title={t('activity.accessTitle')} empty={t('activity.accessEmpty')}>
          {access.map((entry) => (
            <li key={entry.id}>
              {entry.resource === 'location' ? t('activity.accessLocation') : t('activity.accessMedical')} ·{' '}
              {when(entry.created_at)}
            </li>
          ))}
        </Section>
      </CardContent>
    </Card>
  );
}
