'use client';

import { useAction } from 'next-safe-action/hooks';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { LocalMoment } from '@/components/ui/local-moment';
import { useFocusOnShow } from '@/components/ui/use-focus-on-show';
import { showAlarmLocation } from '@/lib/actions/looking-after';
import { mapLinks } from '@/lib/sos/alert-links';
import { formatCoordinates } from '@/lib/sos/format-coordinates';
import { ReadProblemAlert } from './read-problem';
import { loggedRead } from './logged-read';

/**
 * "Show location" of an alarm, through the logged get_sos_location, only when asked; the position
 * then opens in the maps app the person knows (links in a new tab, which they say, no embedded
 * map). The answer replaces the button and takes the focus, so it is read out. When the position
 * was measured is to the second, in the reader's own zone, named: during an alarm its age matters.
 */
export function LocationReveal({ memberId, eventId, name }: { memberId: string; eventId: string; name: string }) {
  const t = useTranslations('LookingAfter.location');
  const maps = useTranslations('FamilyAlerts.location');
  const read = loggedRead(useAction(showAlarmLocation));
  const location = read.data?.location;
  const answer = useFocusOnShow<HTMLDivElement>(read.data !== null);

  return (
    <div className="grid gap-2">
      <p className="text-sm">{t('logged', { name })}</p>
      {!read.data && (
        <Button type="button" variant="outline" loading={read.busy} className="justify-self-start" onClick={() => read.run({ memberId, eventId })}>
          {t('show')}
        </Button>
      )}
      {read.problem && <ReadProblemAlert problem={read.problem} />}
      {read.data && (
        <div ref={answer} tabIndex={-1} className="focus:outline-none" data-testid="location-answer">
          {location ? (
            <div className="grid gap-1" data-testid="alarm-location">
              <p className="text-sm [overflow-wrap:anywhere]">
                {formatCoordinates(location.latitude, location.longitude)}
                {location.accuracy !== null && ` · ${t('accuracy', { metres: Math.round(location.accuracy) })}`}
              </p>
              <p className="text-sm text-muted-foreground">{t.rich('at', { date: () => <LocalMoment iso={location.recordedAt} /> })}</p>
              <ul aria-label={maps('mapsLabel')} className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
                {mapLinks(location).map(({ provider, url }) => (
                  <li key={provider}>
                    <a className="inline-flex min-h-11 items-center font-medium text-guardian underline" href={url} target="_blank" rel="noopener noreferrer">
                      {maps(`maps.${provider}`)}
                      <span className="sr-only"> {t('newTab')}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <p className="text-sm">{t('none')}</p>
          )}
        </div>
      )}
    </div>
  );
}
