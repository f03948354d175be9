'use client';

import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { FormAlert } from '@/components/forms/form-alert';
import { FormCheckbox } from '@/components/forms/form-checkbox';
import { FormRadioGroup } from '@/components/forms/form-radio-group';
import { FormSubmitButton } from '@/components/forms/form-submit-button';
import { FormTextField } from '@/components/forms/form-text-field';
import { FormTextarea } from '@/components/forms/form-textarea';
import { useFormAction } from '@/components/forms/use-form-action';
import { useZodForm } from '@/components/forms/use-zod-form';
import { ZodForm } from '@/components/forms/zod-form';
import { Button } from '@/components/ui/button';
import { actionErrorKey } from '@/lib/actions/action-result';
import { saveWelcomeQuestionnaire } from '@/lib/actions/welcome-questionnaire';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routes';
import {
  CONTACT_HOURS,
  HEARD_FROM,
  LIVING_SITUATIONS,
  MOBILITY_LEVELS,
  type QuestionnaireContext,
  QUESTIONNAIRE_LIMITS,
  questionnaireErrorValues,
  type WelcomeQuestionnaireErrorKey,
  type WelcomeQuestionnaireValues,
  welcomeQuestionnaireSchema,
} from '@/lib/validation/welcome-questionnaire';
import { KnownFacts } from './known-facts';
import { QuestionnaireSection } from './questionnaire-section';

type Props = {
  initialValues: WelcomeQuestionnaireValues;
  context: QuestionnaireContext;
  /** What the member's records already hold, shown instead of asked. */
  knownConditions: string[];
  medicalNotes: string | null;
  /** Saved before: the way on is "Go to my dashboard", not "Skip for now". */
  completed: boolean;
};

type Outcome = 'saved' | 'invalid' | 'signedOut' | 'failed' | null;

/**
 * The welcome questionnaire (issue 19, docs/product.md#welcome-questionnaire): every question
 * optional, each radio group a fieldset with "Prefer not to say"; what the records already hold is
 * shown, not asked. Checked with the same schema as saveWelcomeQuestionnaire; a save keeps the
 * member here with a thank-you, and the way on is always one link away without saving anything.
 */
export function WelcomeQuestionnaireForm({ initialValues, context, knownConditions, medicalNotes, completed }: Props) {
  const t = useTranslations('WelcomeQuestionnaire');
  const schema = useMemo(() => welcomeQuestionnaireSchema(context), [context]);
  const form = useZodForm(schema, initialValues);
  const [saved, setSaved] = useState(false);
  const action = useFormAction(form, saveWelcomeQuestionnaire, {
    onSuccess(_data, values) {
      // What was saved is the form's new starting point.
      form.reset(values);
      setSaved(true);
    },
  });
  // A refusal shows by its fields and is said above the buttons too.
  const failure = action.hasErrored ? (actionErrorKey(action.result) ?? 'failed') : null;
  const outcome: Outcome = saved ? 'saved' : failure && (failure === 'invalid' || failure === 'signedOut' ? failure : 'failed');
  const [livingSituation, contactHours, heardFrom] = useWatch({ control: form.control, name: ['livingSituation', 'contactHours', 'heardFrom'] });
  const done = completed || outcome === 'saved';

  // The choices of a question, then "Prefer not to say" (no answer), so any answer can be taken back.
  const options = <V extends string>(values: readonly V[], label: (value: V) => string) => [
    ...values.map((value) => ({ value, label: label(value) })),
    { value: '', label: t('noAnswer') },
  ];

  return (
    <ZodForm
      form={form}
      onSubmit={() => {
        setSaved(false);
        // The server parses the form's own values with the same schema, against what it reads itself.
        return action.submit(form.getValues());
      }}
      onInvalid={() => {
        setSaved(false);
        action.reset();
      }}
      errorText={(key) => t(`errors.${key as WelcomeQuestionnaireErrorKey}`, questionnaireErrorValues(key as WelcomeQuestionnaireErrorKey))}
      className="flex flex-col gap-10"
    >
      <KnownFacts conditions={knownConditions} medicalNotes={medicalNotes} />

      <QuestionnaireSection id="wq-home" title={t('sections.home')}>
        <FormRadioGroup id="wq-living-situation" name="livingSituation" legend={t('livingSituation.legend')} options={options(LIVING_SITUATIONS, (value) => t(`livingSituation.${value}`))}>
          {livingSituation === 'other' && (
            <FormTextField id="wq-living-situation-other" name="livingSituationOther" label={t('livingSituation.otherLabel')} maxLength={QUESTIONNAIRE_LIMITS.otherText} />
          )}
        </FormRadioGroup>
        <FormTextarea
          id="wq-arrival-notes"
          name="arrivalNotes"
          label={medicalNotes ? t('arrivalNotes.labelMore') : t('arrivalNotes.label')}
          hint={t('arrivalNotes.hint')}
          rows={4}
          maxLength={QUESTIONNAIRE_LIMITS.arrivalNotes}
        />
      </QuestionnaireSection>

      <QuestionnaireSection id="wq-health" title={t('sections.health')}>
        <FormRadioGroup id="wq-mobility" name="mobility" legend={t('mobility.legend')} hint={t('mobility.hint')} options={options(MOBILITY_LEVELS, (value) => t(`mobility.${value}`))} />
        {!context.conditionsKnown && (
          <FormTextarea
            id="wq-conditions"
            name="conditions"
            label={t('conditions.label')}
            hint={t('conditions.hint')}
            rows={4}
            maxLength={QUESTIONNAIRE_LIMITS.conditions}
          />
        )}
        {!context.healthConsentHeld && (
          <FormCheckbox id="wq-health-consent" name="healthDataConsent" label={t('healthConsent.label')} hint={t('healthConsent.hint')} />
        )}
      </QuestionnaireSection>

      <QuestionnaireSection id="wq-contact" title={t('sections.contact')}>
        <FormRadioGroup
          id="wq-contact-hours"
          name="contactHours"
          legend={t('contactHours.legend')}
          hint={t('contactHours.hint')}
          options={options(CONTACT_HOURS, (value) => t(`contactHours.${value}`))}
        >
          {contactHours === 'custom' && (
            <div className="grid gap-4 sm:grid-cols-2">
              <FormTextField id="wq-contact-from" name="contactFrom" type="time" label={t('contactHours.from')} />
              <FormTextField id="wq-contact-to" name="contactTo" type="time" label={t('contactHours.to')} />
            </div>
          )}
        </FormRadioGroup>
        <FormRadioGroup id="wq-heard-from" name="heardFrom" legend={t('heardFrom.legend')} options={options(HEARD_FROM, (value) => t(`heardFrom.${value}`))}>
          {heardFrom === 'other' && (
            <FormTextField id="wq-heard-from-other" name="heardFromOther" label={t('heardFrom.otherLabel')} maxLength={QUESTIONNAIRE_LIMITS.otherText} />
          )}
        </FormRadioGroup>
      </QuestionnaireSection>

      <div className="flex flex-col gap-4">
        <div aria-live="polite">
          {outcome === 'saved' && <FormAlert tone="info">{t('saved')}</FormAlert>}
          {outcome && outcome !== 'saved' && <FormAlert tone="error">{t(`errors.${outcome}`)}</FormAlert>}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <FormSubmitButton variant="guardian" label={t('save')} pendingLabel={t('saving')} />
          <Button asChild variant="outline">
            <Link href={routes.memberDashboard}>{done ? t('toDashboard') : t('skip')}</Link>
          </Button>
        </div>
      </div>
    </ZodForm>
  );
}
