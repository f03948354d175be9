'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useFormatter, useTranslations } from 'next-intl';
import { useAction } from 'next-safe-action/hooks';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useFieldError } from '@/components/forms/field-error';
import { FormSelect } from '@/components/forms/form-select';
import { FormSubmitButton } from '@/components/forms/form-submit-button';
import { LabelledField } from '@/components/forms/labelled-field';
import { LiveNotice, useLiveNotice } from '@/components/forms/live-notice';
import { ZodForm } from '@/components/forms/zod-form';
import { Button } from '@/components/ui/button';
import { actionFieldErrors } from '@/lib/actions/action-result';
import { clearDrillSchedule, saveDrillSchedule, skipNextDrill } from '@/lib/actions/drills';
import type { DrillSchedule } from '@/lib/data/drills';
import type { DrillProblem } from '@/lib/drills/problems';
import { DRILL_DAY, DRILL_HOUR, type DrillScheduleInput, drillScheduleSchema } from '@/lib/drills/schema';
import { browserTimeZone } from '@/lib/time/browser-time-zone';
import type { z } from '@/lib/zod';
import { drillOutcome, isDrillProblem } from './drill-outcome';

const ID = 'drill-schedule';

/** Each field's problem, in the words the database's refusals use too (ICE91-ICE93). */
const FIELD_PROBLEM = { dayOfMonth: 'day', hour: 'hour', timeZone: 'timeZone' } as const satisfies Record<keyof DrillScheduleInput, DrillProblem>;
type Field = keyof typeof FIELD_PROBLEM;
const FIELD_OF_PROBLEM = Object.fromEntries(Object.entries(FIELD_PROBLEM).map(([field, problem]) => [problem, field])) as Partial<Record<DrillProblem, Field>>;
const isField = (name: unknown): name is Field => typeof name === 'string' && name in FIELD_PROBLEM;

const range = ({ min, max }: { min: number; max: number }) => Array.from({ length: max - min + 1 }, (_, index) => min + index);
const DAY_OPTIONS = range(DRILL_DAY).map((day) => ({ value: String(day), label: String(day) }));
const HOUR_OPTIONS = range(DRILL_HOUR).map((hour) => ({ value: String(hour), label: `${String(hour).padStart(2, '0')}:00` }));

// The zones this browser knows, once: the server's list may differ, so the first render (and the
// hydration after it) offers only the chosen zone, and the whole list comes right after.
let knownZones: readonly string[] | null = null;
const allZones = () => (knownZones ??= Intl.supportedValuesOf('timeZone'));
const noSubscription = () => () => {};
const useKnownZones = () => useSyncExternalStore(noSubscription, allZones, () => null);

type Props = { schedule: DrillSchedule | null };

/**
 * The monthly drill (docs/product.md#drills): a day 1-28 (every month has it), an hour and an IANA
 * time zone, checked by the same schema as the action and again by the database. When one is set:
 * the next one on the member's clock, skipping it (or not), how the last one went, and that we
 * remind them the day before. Every answer is said in the section's status or alert region.
 */
export function DrillScheduleForm({ schedule }: Props) {
  const t = useTranslations('Drills');
  const router = useRouter();
  const heading = useRef<HTMLHeadingElement>(null);
  const [notice, say] = useLiveNotice();
  const save = useAction(saveDrillSchedule);
  const form = useForm<z.input<typeof drillScheduleSchema>, unknown, DrillScheduleInput>({
    // Same options as the kit's useZodForm; the schema's messages are the field's own problem key.
    resolver: zodResolver(drillScheduleSchema, { error: (issue) => (isField(issue.path?.[0]) ? FIELD_PROBLEM[issue.path[0]] : 'invalid') }),
    defaultValues: { dayOfMonth: String(schedule?.day_of_month ?? 1), hour: String(schedule?.hour ?? 10), timeZone: schedule?.time_zone ?? '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });

  // Known only in the browser: a first schedule is on the member's own clock.
  useEffect(() => {
    if (!form.getValues('timeZone')) form.setValue('timeZone', browserTimeZone());
  }, [form]);

  function showFieldProblem(field: Field, focus: boolean) {
    form.setError(field, { type: 'server', message: FIELD_PROBLEM[field] }, { shouldFocus: focus });
  }

  async function submit(values: DrillScheduleInput) {
    say(null);
    const result = await save.executeAsync(values).catch(() => undefined);
    // The action's own check found what the form's did not (the lists differ by browser): by the field.
    const fields = Object.keys(actionFieldErrors(result)).filter(isField);
    if (fields.length > 0) {
      fields.forEach((field, index) => showFieldProblem(field, index === 0));
      return;
    }
    const outcome = drillOutcome(result);
    if (!outcome.ok) {
      const field = FIELD_OF_PROBLEM[outcome.problem];
      if (field) showFieldProblem(field, true);
      else say({ tone: 'error', text: t(`problems.${outcome.problem}`) });
      return;
    }
    say({ tone: 'info', text: t('schedule.saved') });
    router.refresh();
  }

  return (
    <section aria-labelledby={`${ID}-title`} className="grid min-w-0 gap-4 rounded-lg border border-border p-4" data-testid="drill-schedule">
      <h2 id={`${ID}-title`} ref={heading} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
        {t('schedule.title')}
      </h2>
      {schedule ? (
        <ScheduleState
          schedule={schedule}
          say={say}
          // Stopping removes this block and its buttons: focus goes to the section's heading.
          onStopped={() => heading.current?.focus()}
        />
      ) : (
        <p data-testid="drill-schedule-none">{t('schedule.none')}</p>
      )}
      <p className="text-sm text-muted-foreground">{t('schedule.intro')}</p>
      <ZodForm
        form={form}
        onSubmit={submit}
        errorText={(key) => (isDrillProblem(key) ? t(`problems.${key}`) : t('problems.invalid'))}
        className="grid min-w-0 gap-4"
        data-testid="drill-schedule-form"
      >
        <div className="grid min-w-0 gap-4 sm:grid-cols-2">
          <FormSelect id={`${ID}-day`} name="dayOfMonth" label={t('schedule.day')} options={DAY_OPTIONS} />
          <FormSelect id={`${ID}-hour`} name="hour" label={t('schedule.hour')} options={HOUR_OPTIONS} />
        </div>
        <TimeZoneSelect label={t('schedule.timeZone')} />
        <FormSubmitButton label={t('schedule.save')} pendingLabel={t('schedule.saving')} variant="guardian" className="justify-self-start" />
      </ZodForm>
      <LiveNotice notice={notice} />
    </section>
  );
}

/**
 * The zone as a controlled select: its options arrive after the first render, and a controlled
 * value keeps the chosen zone selected when they do (an uncontrolled one would jump to the first).
 */
function TimeZoneSelect({ label }: { label: string }) {
  const { field } = useController<z.input<typeof drillScheduleSchema>, 'timeZone'>({ name: 'timeZone' });
  const error = useFieldError('timeZone');
  const known = useKnownZones();
  const value = typeof field.value === 'string' ? field.value : '';
  const zones = [...(known ?? [])];
  if (value && !zones.includes(value)) zones.unshift(value);
  return (
    <LabelledField id={`${ID}-zone`} label={label} error={error} className="min-w-0">
      {(described) => (
        <select
          id={`${ID}-zone`}
          {...described}
          name={field.name}
          ref={field.ref}
          value={value}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
          className="h-11 w-full min-w-0 rounded-md border border-border bg-background px-2 text-base text-foreground outline-none focus-visible:ring-2 focus-visible:ring-guardian aria-invalid:border-destructive"
        >
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll('_', ' ')}
            </option>
          ))}
        </select>
      )}
    </LabelledField>
  );
}

type StateProps = {
  schedule: DrillSchedule;
  say(notice: { tone: 'info' | 'error'; text: string } | null): void;
  onStopped(): void;
};

/** What is scheduled: the next drill on the schedule's clock, skipping it, the last one, and stopping. */
function ScheduleState({ schedule, say, onStopped }: StateProps) {
  const t = useTranslations('Drills');
  const format = useFormatter();
  const router = useRouter();
  const skip = useAction(skipNextDrill);
  const stop = useAction(clearDrillSchedule);
  const zone = schedule.time_zone;
  // The schedule's own zone, named: the same text on the server and in any browser.
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'full', timeStyle: 'short', timeZone: zone });

  async function toggleSkip() {
    say(null);
    const next = !schedule.skip_next;
    const outcome = drillOutcome(await skip.executeAsync({ skip: next }).catch(() => undefined));
    if (!outcome.ok) {
      say({ tone: 'error', text: t(`problems.${outcome.problem}`) });
      if (outcome.problem === 'notScheduled') router.refresh();
      return;
    }
    say({ tone: 'info', text: next ? t('schedule.skipped') : t('schedule.unskipped') });
    router.refresh();
  }

  async function stopAll() {
    say(null);
    const outcome = drillOutcome(await stop.executeAsync().catch(() => undefined));
    if (!outcome.ok) {
      say({ tone: 'error', text: t(`problems.${outcome.problem}`) });
      return;
    }
    say({ tone: 'info', text: t('schedule.stopped') });
    onStopped();
    router.refresh();
  }

  const busy = skip.isPending || stop.isPending;
  return (
    <div className="grid min-w-0 gap-3" data-testid="drill-schedule-state">
      <p className="text-lg font-semibold [overflow-wrap:anywhere]" data-testid="drill-next">
        {t('schedule.next', { date: when(schedule.next_run_at), zone: zone.replaceAll('_', ' ') })}
      </p>
      {schedule.skip_next && <p className="font-medium">{t('schedule.skipping')}</p>}
      <p className="text-sm">{t('schedule.reminder')}</p>
      {schedule.last_run_at && schedule.last_outcome && (
        <p className="text-sm" data-testid="drill-last-run">
          {t('schedule.last', { date: when(schedule.last_run_at), outcome: schedule.last_outcome })}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" loading={skip.isPending} disabled={busy} onClick={() => void toggleSkip()}>
          {schedule.skip_next ? t('schedule.unskip') : t('schedule.skip')}
        </Button>
        <Button variant="outline" loading={stop.isPending} disabled={busy} onClick={() => void stopAll()}>
          {t('schedule.stop')}
        </Button>
      </div>
    </div>
  );
}
