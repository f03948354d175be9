'use client';

import { useAction } from 'next-safe-action/hooks';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { LocalMoment } from '@/components/ui/local-moment';
import { useFocusOnShow } from '@/components/ui/use-focus-on-show';
import { showMedicalId } from '@/lib/actions/looking-after';
import { ReadProblemAlert } from './read-problem';
import { loggedRead } from './logged-read';

/**
 * "Show medical ID": read only when asked, because every read lands in the member's access log,
 * which the page says before the button is pressed. The answer replaces the button and takes the
 * focus, so it is read out and the keyboard carries on from there.
 */
export function MedicalReveal({ memberId, name }: { memberId: string; name: string }) {
  const t = useTranslations('LookingAfter.medical');
  const read = loggedRead(useAction(showMedicalId));
  const medical = read.data?.medical;
  const answer = useFocusOnShow<HTMLDivElement>(read.data !== null);
  const list = (items: string[]) => (items.length ? items.join(', ') : t('noneListed'));

  return (
    <div className="grid gap-3">
      <p className="text-sm">{t('notice', { name })}</p>
      {!read.data && (
        <Button type="button" variant="outline" loading={read.busy} className="justify-self-start" onClick={() => read.run({ memberId })}>
          {t('show')}
        </Button>
      )}
      {read.problem && <ReadProblemAlert problem={read.problem} />}
      {read.data && (
        <div ref={answer} tabIndex={-1} className="focus:outline-none" data-testid="medical-answer">
          {medical ? (
            <dl className="grid gap-2 sm:grid-cols-[auto_1fr] sm:gap-x-4" data-testid="medical-id">
              <dt className="font-medium">{t('bloodType')}</dt>
              <dd>{medical.bloodType || t('noneListed')}</dd>
              <dt className="font-medium">{t('allergies')}</dt>
              <dd className="break-words">{list(medical.allergies)}</dd>
              <dt className="font-medium">{t('conditions')}</dt>
              <dd className="break-words">{list(medical.conditions)}</dd>
              <dt className="font-medium">{t('medications')}</dt>
              <dd className="break-words">{list(medical.medications)}</dd>
              {(medical.doctorName || medical.doctorPhone) && (
                <>
                  <dt className="font-medium">{t('doctor')}</dt>
                  <dd className="break-words">{[medical.doctorName, medical.doctorPhone].filter(Boolean).join(' · ')}</dd>
                </>
              )}
              <dt className="font-medium">{t('notes')}</dt>
              <dd className="break-words whitespace-pre-line">{medical.notes || t('noneListed')}</dd>
              <dd className="text-sm text-muted-foreground sm:col-span-2">{t.rich('updatedAt', { date: () => <LocalMoment iso={medical.updatedAt} style="medium" /> })}</dd>
            </dl>
          ) : (
            <p data-testid="medical-id-empty">{t('empty', { name })}</p>
          )}
        </div>
      )}
    </div>
  );
}
