'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/forms/confirm-dialog';
import { Button } from '@/components/ui/button';
import { LocalMoment } from '@/components/ui/local-moment';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import type { AppPreviewConfig } from '@/lib/site-content/app-preview';
import type { ContentVersion } from '@/lib/data/site-content-versions';
import { VersionDiff } from './version-diff';
import { TableHeader } from '@/components/ui/table-header';

type Props = {
  versions: ContentVersion[];
  /** The version the form was loaded from or last saved as. */
  currentVersion: number | null;
  /** The form's values, which a version is compared with. */
  now: AppPreviewConfig;
  /** The version being restored, while its restore runs. */
  restoring: number | null;
  /** Why the last restore did not work, said in its dialog; null otherwise. */
  problem: string | null;
  /** A dialog opened: what the last restore said is old news. */
  onOpen(): void;
  /** Restores a version; true when it was answered (the dialog then closes), false when it failed. */
  onRestore(version: ContentVersion): Promise<boolean>;
  /** Where focus goes after a restore (the merge panel when one opened), else back to the button. */
  focusAfterRestore(): HTMLElement | null;
};

/**
 * Every saved version, newest first: its number, who saved it and when, a comparison with the
 * form, and a restore (asked first: it replaces what every homepage shows).
 */
export function VersionsPanel({ versions, currentVersion, now, restoring, problem, onOpen, onRestore, focusAfterRestore }: Props) {
  const t = useTranslations('AdminContent.versions');
  const [compared, setCompared] = useState<number | null>(null);

  if (versions.length === 0) return <p>{t('empty')}</p>;
  const shown = versions.find((version) => version.version === compared);

  return (
    <div className="flex flex-col gap-4">
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-left text-sm" data-testid="content-versions">
          <caption className="sr-only">{t('caption')}</caption>
          <TableHeader columns={[t('version'), t('savedBy'), t('savedAt'), t('actions')]} />
          <tbody>
            {versions.map((version) => {
              const which = <VisuallyHidden>{t('which', { version: version.version })}</VisuallyHidden>;
              const isCurrent = version.version === currentVersion;
              return (
                <tr key={version.version} className="border-b border-border align-top" data-testid="content-version" data-version={version.version}>
                  <th scope="row" className="py-2 pr-2 font-medium">
                    {t('number', { version: version.version })} {isCurrent && <span className="block font-normal text-muted-foreground">{t('current')}</span>}
                  </th>
                  <td className="py-2 pr-2 [overflow-wrap:anywhere]">{version.savedBy ?? t(`savedByKind.${version.savedByKind}`)}</td>
                  <td className="py-2 pr-2">
                    <LocalMoment iso={version.savedAt} style="stacked" />
                  </td>
                  <td className="py-2">
                    <div className="flex flex-wrap gap-2">
                      <Button
                        variant="outline"
                        size="sm"
                        wrap
                        aria-expanded={compared === version.version}
                        aria-controls={compared === version.version ? 'content-version-diff' : undefined}
                        onClick={() => setCompared((open) => (open === version.version ? null : version.version))}
                      >
                        {compared === version.version ? t('hideCompare') : t('compare')} {which}
                      </Button>
                      {!isCurrent && (
                        <ConfirmDialog
                          trigger={
                            <Button variant="outline" size="sm" wrap>
                              {t('restore')} {which}
                            </Button>
                          }
                          title={t('restoreTitle', { version: version.version })}
                          body={t('restoreBody')}
                          closeLabel={t('close')}
                          keepLabel={t('keep')}
                          confirmLabel={t('restore')}
                          busy={restoring === version.version}
                          problem={problem}
                          onOpen={onOpen}
                          onConfirm={() => onRestore(version)}
                          focusAfter={focusAfterRestore}
                        />
                      )}
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {shown && <VersionDiff id="content-version-diff" version={shown.version} then={shown.value} now={now} />}
    </div>
  );
}
