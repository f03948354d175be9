import { useFormatter, useTranslations } from 'next-intl';
import { ProtectionBadge } from '@/components/protection/protection-badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { SosHome } from '@/lib/data/sos';
import { LocationPermissionState } from './location-permission-state';

/** Protection state (subscription, location permission, pendant) and who will be alerted. */
export function ProtectionState({ home }: { home: SosHome }) {
  const t = useTranslations('Sos.protection');
  const format = useFormatter();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('title')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="font-medium">{t('subscription')}</dt>
          <dd data-testid="protection-subscription">
            {home.plan ? (
              <>
                <ProtectionBadge isProtected={home.protectedNow}>{home.protectedNow ? t('protected') : t('inactive')}</ProtectionBadge>{' '}
                {home.plan.name}
              </>
            ) : (
              <ProtectionBadge isProtected={false}>{t('inactive')}</ProtectionBadge>
            )}
          </dd>
          <dt className="font-medium">{t('location')}</dt>
          <dd>
            <LocationPermissionState />
          </dd>
          <dt className="font-medium">{t('pendant')}</dt>
          <dd>
            {home.pendant
              ? t('pendantPaired', {
                  name: home.pendant.name,
                  battery: home.pendant.battery ?? 0,
                  hasBattery: home.pendant.battery === null ? 'no' : 'yes',
                  lastSeen: home.pendant.lastConnectedAt ? format.relativeTime(new Date(home.pendant.lastConnectedAt)) : '—',
                })
              : t('pendantNone')}
          </dd>
        </dl>

        <div>
          <h3 className="mb-1 font-semibold">{t('whoTitle')}</h3>
          <ul className="flex flex-col gap-1 text-sm" data-testid="alert-recipients">
            {home.plan?.region === 'es' && <li>{t('callCentre')}</li>}
            {home.family.map((person) => (
              <li key={person.userId}>{t('familyMember', { name: person.name || t('unnamed') })}</li>
            ))}
            {home.contacts.map((contact) => (
              <li key={contact.id}>
                {t('contact', {
                  name: contact.name,
                  channels: contact.channels.map((c) => t(`channels.${c}`)).join(', ') || t('channels.none'),
                  seconds: home.graceSeconds,
                })}
              </li>
            ))}
            {home.family.length === 0 && home.contacts.length === 0 && home.plan?.region !== 'es' && <li>{t('nobody')}</li>}
          </ul>
        </div>
      </CardContent>
    </Card>
  );
}
