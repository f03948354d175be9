'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { saveSosGraceSeconds } from '@/lib/actions/sos';
import { MAX_GRACE_SECONDS, MIN_GRACE_SECONDS } from '@/lib/sos/grace';
import type { SosActionError } from '@/lib/validation/sos';

/** The member's grace period before contacts are e-mailed and texted (0–10 s, default 5). */
export function GraceSettingForm({ graceSeconds }: { graceSeconds: number }) {
  const t = useTranslations('Sos.grace');
  const tErrors = useTranslations('Sos.errors');
  const inputId = useId();
  const [value, setValue] = useState(String(graceSeconds));
  const [result, setResult] = useState<'saved' | SosActionError | null>(null);
  const [pending, startTransition] = useTransition();

  return (
    <form
      className="flex flex-wrap items-end gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        setResult(null);
        startTransition(async () => {
          const outcome = await saveSosGraceSeconds({ graceSeconds: value });
          setResult(outcome.ok ? 'saved' : outcome.error);
        });
      }}
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={inputId} className="text-sm font-medium">
          {t('label')}
        </label>
        <input
          id={inputId}
          name="graceSeconds"
          type="number"
          inputMode="numeric"
          min={MIN_GRACE_SECONDS}
          max={MAX_GRACE_SECONDS}
          step={1}
          required
          value={value}
          onChange={(e) => setValue(e.target.value)}
          aria-describedby={`${inputId}-help`}
          className="h-11 w-24 rounded-md border border-border px-3"
        />
      </div>
      <Button type="submit" variant="outline" loading={pending}>
        {t('save')}
      </Button>
      <p id={`${inputId}-help`} className="basis-full text-sm text-muted-foreground">
        {t('help')}
      </p>
      <p role="status" className="basis-full text-sm">
        {result === 'saved' ? t('saved') : result ? <span className="text-destructive">{result === 'invalid' ? t('invalid') : tErrors(result)}</span> : null}
      </p>
    </form>
  );
}
