'use client';

import { useTranslations } from 'next-intl';
import { useAction } from 'next-safe-action/hooks';
import { useEffect, useRef, useState } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { applyActionFieldErrors } from '@/components/forms/apply-action-errors';
import { useFieldError } from '@/components/forms/field-error';
import { FieldMessage } from '@/components/forms/field-message';
import { FormAlert } from '@/components/forms/form-alert';
import { FormRadioGroup } from '@/components/forms/form-radio-group';
import { FormSelect } from '@/components/forms/form-select';
import { FormSubmitButton } from '@/components/forms/form-submit-button';
import { FormTextarea } from '@/components/forms/form-textarea';
import { FormTextField } from '@/components/forms/form-text-field';
import { useZodForm } from '@/components/forms/use-zod-form';
import { ZodForm } from '@/components/forms/zod-form';
import { Button } from '@/components/ui/button';
import { startCheckIn } from '@/lib/actions/check-in';
import { dueFromDuration, dueFromTimeOfDay, dueTimeProblem, durationMinutes, isDurationInRange } from '@/lib/check-in/due-time';
import { DEFAULT_GRACE_MINUTES, GRACE_OPTIONS, MAX_NOTE_LENGTH, QUICK_DURATIONS } from '@/lib/check-in/limits';
import type { Person } from '@/lib/check-in/phase';
import { type CheckInProblem, checkInOutcome } from '@/lib/check-in/problems';
import { newCheckInRequestId } from '@/lib/check-in/request-id';
import { type CheckInErrorKey, type StartCheckInInput, startCheckInSchema } from '@/lib/check-in/schema';
import type { CheckInPeople } from '@/lib/data/check-in';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routes';
import { browserTimeZone } from '@/lib/time/browser-time-zone';
import { useDueText } from './use-due-text';
import { useFocusOnMount } from './use-focus-on-mount';
import { useNow } from './use-now';

const ID = 'check-in-start';

type Props = {
  people: CheckInPeople;
  /** Focus the form's heading when it appears after the member ended a check-in. */
  focusOnMount?: boolean;
  /** The check-in started: the screen reads it again (the form is busy until that is done). */
  onStarted(dueAt: string): Promise<void>;
};

/**
 * "Tell my people if I have not checked in by …" (docs/product.md#check-in): in a duration or
 * at a time of day, an optional note, who is told (all offered people checked), the grace, and,
 * if the member agrees, where they are. Checked by the same schema as the action, which works the
 * due time out again from the server's clock.
 */
export function StartCheckInForm({ people, focusOnMount = false, onStarted }: Props) {
  const t = useTranslations('CheckIn');
  const heading = useFocusOnMount<HTMLHeadingElement>(focusOnMount);
  const form = useZodForm(startCheckInSchema, {
    clientRequestId: '',
    mode: 'in',
    hours: '0',
    minutes: '30',
    time: '',
    day: 'today',
    timeZone: 'UTC',
    note: '',
    contactIds: people.contacts.map((person) => person.id),
    familyIds: people.family.map((person) => person.id),
    graceMinutes: String(DEFAULT_GRACE_MINUTES),
    latitude: null,
    longitude: null,
    accuracy: null,
  });
  const [problem, setProblem] = useState<CheckInProblem | null>(null);
  const start = useAction(startCheckIn);

  // Known only in the browser: its zone (a time of day is the member's own) and one key for this
  // form's life, so a retry after a lost answer is the same request (a new form gets a new key).
  useEffect(() => {
    form.setValue('timeZone', browserTimeZone());
    if (!form.getValues('clientRequestId')) form.setValue('clientRequestId', newCheckInRequestId());
  }, [form]);

  const errorText = (key: string) => (key === 'note' ? t('errors.note', { max: MAX_NOTE_LENGTH }) : t(`errors.${key as CheckInErrorKey}`));

  // No field is called `duration` or `recipients`: focus goes to the first control of that group.
  function onInvalid() {
    const first = form.getFieldState('duration' as keyof StartCheckInInput).error
      ? `${ID}-hours`
      : form.getFieldState('recipients' as keyof StartCheckInInput).error
        ? `${ID}-recipient-0`
        : null;
    if (first) document.getElementById(first)?.focus();
  }

  // The form's own values go to the action, which parses them again (with its own clock).
  async function submit() {
    setProblem(null);
    const result = await start.executeAsync(form.getValues()).catch(() => undefined);
    if (applyActionFieldErrors(form, result)) return;
    const outcome = checkInOutcome(result);
    if (!outcome.ok) {
      setProblem(outcome.problem);
      return;
    }
    await onStarted(outcome.data.dueAt);
  }

  if (people.contacts.length + people.family.length === 0) {
    return (
      <section aria-labelledby={`${ID}-title`} className="grid gap-3">
        <h2 id={`${ID}-title`} ref={heading} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
          {t('start.title')}
        </h2>
        <p>
          {t.rich('start.nobody', {
            contacts: (chunks) => (
              <Link href={routes.contacts} className="font-medium text-guardian underline underline-offset-4">
                {chunks}
              </Link>
            ),
            family: (chunks) => (
              <Link href={routes.family} className="font-medium text-guardian underline underline-offset-4">
                {chunks}
              </Link>
            ),
          })}
        </p>
      </section>
    );
  }

  return (
    <section aria-labelledby={`${ID}-title`} className="grid gap-4">
      <h2 id={`${ID}-title`} ref={heading} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
        {t('start.title')}
      </h2>
      <ZodForm form={form} onSubmit={submit} onInvalid={onInvalid} errorText={errorText} className="grid min-w-0 gap-6" data-testid="check-in-start-form">
        <FormRadioGroup
          id={`${ID}-mode`}
          name="mode"
          legend={t('start.when')}
          options={[
            { value: 'in', label: t('start.modeIn') },
            { value: 'at', label: t('start.modeAt') },
          ]}
        />
        <WhenFields />
        <DueSummary />
        <FormTextarea
          id={`${ID}-note`}
          name="note"
          rows={3}
          label={t('start.note')}
          placeholder={t('start.notePlaceholder')}
          hint={t('start.noteHint', { max: MAX_NOTE_LENGTH })}
          maxLength={MAX_NOTE_LENGTH}
        />
        <RecipientFields people={people} />
        <FormSelect
          id={`${ID}-grace`}
          name="graceMinutes"
          label={t('start.grace')}
          hint={t('start.graceHint')}
          options={GRACE_OPTIONS.map((minutes) => ({ value: String(minutes), label: minutes === 0 ? t('start.graceNone') : t('start.graceMinutes', { minutes }) }))}
        />
        <LocationOffer />
        {problem && <FormAlert tone="error">{t(`problems.${problem}`)}</FormAlert>}
        <FormSubmitButton label={t('start.submit')} pendingLabel={t('start.submitting')} size="lg" variant="guardian" className="justify-self-start" aria-describedby={`${ID}-due`} />
      </ZodForm>
    </section>
  );
}

/** "In": quick picks and a custom duration; "At": a time of day, today or tomorrow. */
function WhenFields() {
  const t = useTranslations('CheckIn.start');
  const mode = useWatch({ name: 'mode' }) as StartCheckInInput['mode'];
  if (mode === 'at') {
    return (
      <div className="grid min-w-0 gap-4 sm:grid-cols-2">
        <FormTextField id={`${ID}-time`} name="time" type="time" label={t('time')} hint={t('timeHint')} className="w-40 max-w-full" />
        <FormRadioGroup
          id={`${ID}-day`}
          name="day"
          legend={t('day')}
          options={[
            { value: 'today', label: t('today') },
            { value: 'tomorrow', label: t('tomorrow') },
          ]}
        />
      </div>
    );
  }
  return <DurationFields />;
}

const pickLabel = (minutes: number): { unit: 'hours' | 'minutes'; count: number } =>
  minutes % 60 === 0 ? { unit: 'hours', count: minutes / 60 } : { unit: 'minutes', count: minutes };

/**
 * The duration: quick picks that fill in the hours and minutes below (pressed when they match), or
 * any whole hours and minutes from 1 minute to 24 hours. Its range error belongs to the pair, so it
 * is announced with both fields, as a group error is elsewhere in the kit.
 */
function DurationFields() {
  const t = useTranslations('CheckIn.start');
  const { register, setValue, trigger, formState } = useFormContext<StartCheckInInput>();
  const [hours, minutes] = useWatch<StartCheckInInput, ['hours', 'minutes']>({ name: ['hours', 'minutes'] });
  const total = durationMinutes(hours, minutes);
  const reported = useFieldError('duration');
  // The message goes as soon as the pair is right, rather than at the next submit.
  const error = total !== null && isDurationInRange(total) ? undefined : reported;
  const errorId = error ? `${ID}-duration-error` : undefined;

  function pick(value: number) {
    setValue('hours', String(Math.floor(value / 60)));
    setValue('minutes', String(value % 60));
    if (formState.isSubmitted) void trigger();
  }

  const input = 'h-11 w-24 rounded-md border border-border bg-background px-3 text-base outline-none focus-visible:ring-2 focus-visible:ring-guardian aria-invalid:border-destructive';
  return (
    <div className="grid min-w-0 gap-4">
      <div role="group" aria-label={t('quickPicks')} className="flex flex-wrap gap-2">
        {QUICK_DURATIONS.map((value) => {
          const label = pickLabel(value);
          return (
            <Button key={value} type="button" variant="outline" aria-pressed={total === value} className="aria-pressed:border-guardian aria-pressed:bg-guardian/10" onClick={() => pick(value)}>
              {t(`pick.${label.unit}`, { count: label.count })}
            </Button>
          );
        })}
      </div>
      <fieldset className="flex min-w-0 flex-wrap items-end gap-4" aria-describedby={errorId}>
        <legend className="mb-1 basis-full text-sm font-medium">{t('custom')}</legend>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${ID}-hours`} className="text-sm">
            {t('hours')}
          </label>
          <input id={`${ID}-hours`} type="number" inputMode="numeric" min={0} max={24} step={1} aria-invalid={error ? true : undefined} aria-describedby={errorId} className={input} {...register('hours')} />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${ID}-minutes`} className="text-sm">
            {t('minutes')}
          </label>
          <input id={`${ID}-minutes`} type="number" inputMode="numeric" min={0} max={59} step={1} aria-invalid={error ? true : undefined} aria-describedby={errorId} className={input} {...register('minutes')} />
        </div>
        <div className="basis-full">
          <FieldMessage id={errorId} tone="error">
            {error}
          </FieldMessage>
        </div>
      </fieldset>
    </div>
  );
}

/**
 * The due time the choice gives, in words, on the member's clock, kept current as time passes.
 * The start button is described by it, so it is read out before the member starts.
 */
function DueSummary() {
  const t = useTranslations('CheckIn.start');
  const errors = useTranslations('CheckIn.errors');
  const dueText = useDueText();
  const now = useNow(15_000);
  const [mode, hours, minutes, time, day, timeZone] = useWatch<StartCheckInInput, ['mode', 'hours', 'minutes', 'time', 'day', 'timeZone']>({
    name: ['mode', 'hours', 'minutes', 'time', 'day', 'timeZone'],
  });
  let text: string | null = null;
  if (now !== null) {
    if (mode === 'in') {
      const total = durationMinutes(hours, minutes);
      text = total !== null && isDurationInRange(total) ? t('summary', { time: dueText(dueFromDuration(now, total).toISOString(), now) }) : t('summaryNone');
    } else {
      const due = dueFromTimeOfDay(now, time, day, timeZone);
      const problem = due && dueTimeProblem(due, now);
      text = !due
        ? t('summaryNone')
        : problem === 'past'
          ? t('summaryPast')
          : problem
            ? errors(problem === 'tooSoon' ? 'timeTooSoon' : 'timeTooFar')
            : t('summary', { time: dueText(due.toISOString(), now) });
    }
  }
  return (
    <p id={`${ID}-due`} className="rounded-md bg-muted px-4 py-3 font-medium" data-testid="check-in-due-summary">
      {text}
    </p>
  );
}

function PersonBoxes({ people, name, offset }: { people: readonly Person[]; name: 'contactIds' | 'familyIds'; offset: number }) {
  const { field } = useController<StartCheckInInput, typeof name>({ name });
  const { errorId } = useRecipientError();
  const chosen = new Set(field.value);
  return (
    <ul className="grid gap-1">
      {people.map((person, index) => {
        const id = `${ID}-recipient-${offset + index}`;
        return (
          <li key={person.id} className="flex items-start gap-3">
            <input
              id={id}
              type="checkbox"
              value={person.id}
              checked={chosen.has(person.id)}
              aria-invalid={errorId ? true : undefined}
              aria-describedby={errorId}
              ref={index === 0 ? field.ref : undefined}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(event.target.checked ? [...field.value, person.id] : field.value.filter((value) => value !== person.id))}
              className="mt-1 size-5 shrink-0 accent-guardian"
            />
            <label htmlFor={id} className="min-h-11 min-w-0 flex-1 break-words">
              {person.name}
            </label>
          </li>
        );
      })}
    </ul>
  );
}

/** The "choose at least one" message, gone as soon as someone is chosen again. */
function useRecipientError() {
  const [contacts, family] = useWatch<StartCheckInInput, ['contactIds', 'familyIds']>({ name: ['contactIds', 'familyIds'] });
  const reported = useFieldError('recipients');
  const error = contacts.length + family.length > 0 ? undefined : reported;
  return { error, errorId: error ? `${ID}-recipients-error` : undefined };
}

/** Who is told: the member's contacts and family, each as a checkbox, all checked at first. */
function RecipientFields({ people }: { people: CheckInPeople }) {
  const t = useTranslations('CheckIn.start');
  const { error, errorId } = useRecipientError();
  return (
    <fieldset className="grid min-w-0 gap-3" aria-describedby={errorId}>
      <legend className="mb-1 font-medium">{t('recipients')}</legend>
      {people.contacts.length > 0 && (
        <div className="grid gap-1">
          <p className="text-sm font-medium text-muted-foreground">{t('contacts')}</p>
          <PersonBoxes people={people.contacts} name="contactIds" offset={0} />
        </div>
      )}
      {people.family.length > 0 && (
        <div className="grid gap-1">
          <p className="text-sm font-medium text-muted-foreground">{t('family')}</p>
          <PersonBoxes people={people.family} name="familyIds" offset={people.contacts.length} />
        </div>
      )}
      <FieldMessage id={errorId} tone="error">
        {error}
      </FieldMessage>
    </fieldset>
  );
}

type LocationState = 'idle' | 'asking' | 'added' | 'refused' | 'unavailable';

/**
 * The one place the page asks for the member's position, and only when they press the button, with
 * the reason beside it. A refusal changes nothing but this line (the check-in works without a
 * position), and the button is not offered again.
 */
function LocationOffer() {
  const t = useTranslations('CheckIn.location');
  const { setValue } = useFormContext<StartCheckInInput>();
  const [state, setState] = useState<LocationState>('idle');
  const asked = useRef(false);

  function ask() {
    if (asked.current) return;
    asked.current = true;
    if (!('geolocation' in navigator)) {
      setState('unavailable');
      return;
    }
    setState('asking');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setValue('latitude', position.coords.latitude);
        setValue('longitude', position.coords.longitude);
        setValue('accuracy', Number.isFinite(position.coords.accuracy) ? position.coords.accuracy : null);
        setState('added');
      },
      (error) => setState(error.code === error.PERMISSION_DENIED ? 'refused' : 'unavailable'),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  }

  return (
    <div className="grid gap-2">
      <p className="text-sm text-muted-foreground">{t('why')}</p>
      {(state === 'idle' || state === 'asking') && (
        <Button type="button" variant="outline" loading={state === 'asking'} className="justify-self-start" onClick={ask}>
          {t('add')}
        </Button>
      )}
      <p role="status" className="text-sm empty:sr-only">
        {state === 'added' ? t('added') : state === 'refused' ? t('refused') : state === 'unavailable' ? t('unavailable') : null}
      </p>
    </div>
  );
}
