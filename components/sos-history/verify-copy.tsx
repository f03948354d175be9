'use client';

import { useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { type CopyCheck, checkCopy, MAX_COPY_BYTES } from '@/lib/sos-history/verify-copy';
import { cn } from '@/lib/cn';

type Props = { eventId: string; digest: string };

/**
 * "Check a copy": the member picks a JSON export of this alarm; the page recomputes its digest in
 * the browser (the file is never uploaded) and says whether it matches ours. The answer is text
 * (with a colour as a second cue) in a live region, so screen readers hear it.
 */
export function VerifyCopy({ eventId, digest }: Props) {
  const t = useTranslations('SosHistory.verify');
  const inputId = useId();
  const [check, setCheck] = useState<CopyCheck | 'tooBig' | 'checking' | null>(null);
  // The number of the latest file chosen: a slow check of an earlier file must not overwrite the
  // answer about the one chosen after it.
  const latest = useRef(0);

  async function onFile(file: File | undefined) {
    const request = ++latest.current;
    const answer = (next: CopyCheck | 'tooBig' | 'checking' | null) => {
      if (request === latest.current) setCheck(next);
    };
    if (!file) return answer(null);
    if (file.size > MAX_COPY_BYTES) return answer('tooBig');
    answer('checking');
    // A file the browser cannot read, or a digest it cannot compute, is an answer too, never a
    // "Checking…" that lasts for ever.
    let result: CopyCheck;
    try {
      result = await checkCopy(await file.text(), { eventId, digest });
    } catch {
      result = { result: 'unreadable' };
    }
    answer(result);
  }

  const result = check === null || check === 'checking' || check === 'tooBig' ? check : check.result;
  const good = result === 'match';
  return (
    <section aria-labelledby={`${inputId}-title`} className="grid gap-3 rounded-lg border border-border p-4 print:hidden">
      <h2 id={`${inputId}-title`} className="text-lg font-semibold">
        {t('title')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('lead')}</p>
      <label htmlFor={inputId} className="font-medium">
        {t('label')}
      </label>
      <input
        id={inputId}
        type="file"
        accept="application/json,.json"
        onChange={(event) => void onFile(event.target.files?.[0])}
        className="min-h-11 text-sm file:mr-3 file:min-h-11 file:rounded-md file:border file:border-border file:bg-background file:px-4"
        data-testid="verify-copy-input"
      />
      <p
        role="status"
        data-testid="verify-copy-result"
        data-result={result ?? ''}
        className={cn('min-h-6 text-sm font-medium', result && result !== 'checking' && (good ? 'text-wellness-strong' : 'text-destructive'))}
      >
        {result ? t(`result.${result}`) : ''}
      </p>
    </section>
  );
}
