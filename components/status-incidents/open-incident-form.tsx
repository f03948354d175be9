'use client';

import { useTranslations } from 'next-intl';
import { useAction } from 'next-safe-action/hooks';
import type { DefaultValues } from 'react-hook-form';
import { applyActionFieldErrors } from '@/components/forms/apply-action-errors';
import { FormSubmitButton } from '@/components/forms/form-submit-button';
import { FormTextField } from '@/components/forms/form-text-field';
import { FormTextarea } from '@/components/forms/form-textarea';
import { LiveNotice, useLiveNotice } from '@/components/forms/live-notice';
import { useZodForm } from '@/components/forms/use-zod-form';
import { ZodForm } from '@/components/forms/zod-form';
import { openStatusIncident } from '@/lib/actions/status-incidents';
import { useRouter } from '@/lib/i18n/navigation';
import { INCIDENT_IMPACTS, STATUS_COMPONENTS } from '@/lib/status/summary';
import {
  type OpenStatusIncidentInput,
  type OpenStatusIncidentValues,
  openStatusIncidentSchema,
  STATUS_INCIDENT_LIMITS,
  type StatusIncidentErrorKey,
} from '@/lib/validation/status-incidents';
import { ChoiceGroup } from './choice-group';
import { statusIncidentOutcome } from './incident-outcome';

const ID = 'status-open';
// No impact chosen: react-hook-form leaves the radios unchecked.
const EMPTY: DefaultValues<OpenStatusIncidentInput> = { title: '', components: [], body: '' };

/**
 * "Open an incident" (docs/product.md#status-page): title, impact (each with what it means on the
 * public page), affected components and the first update, checked by the same schema as the action
 * and again by the database. The incident starts as Investigating. Nothing is chosen for the admin:
 * the impact and components are a judgement made each time. After success the form empties, the
 * status region says so and the list below reads the page again.
 */
export function OpenIncidentForm() {
  const t = useTranslations('AdminStatus');
  const router = useRouter();
  const [notice, say] = useLiveNotice();
  const open = useAction(openStatusIncident);
  const form = useZodForm(openStatusIncidentSchema, EMPTY);

  async function submit(values: OpenStatusIncidentValues) {
    say(null);
    // The schema's output is a valid input too: the action parses it again with the same schema.
    const result = await open.executeAsync(values).catch(() => undefined);
    if (applyActionFieldErrors(form, result)) return;
    const outcome = statusIncidentOutcome(result);
    if (!outcome.ok) {
      say({ tone: 'error', text: t(`problems.${outcome.problem}`) });
      return;
    }
    // Without values: back to EMPTY, and the browser's own reset unchecks the choices too.
    form.reset();
    say({ tone: 'info', text: t('open.opened') });
    router.refresh();
  }

  return (
    <section aria-labelledby={`${ID}-title`} className="grid min-w-0 gap-4 rounded-lg border border-border p-4" data-testid="status-open-incident">
      <h2 id={`${ID}-title`} className="text-xl font-semibold">
        {t('open.title')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('open.intro')}</p>
      <ZodForm
        form={form}
        onSubmit={submit}
        onInvalid={() => say(null)}
        errorText={(key) => t(`errors.${key as StatusIncidentErrorKey}`, { max: key === 'titleTooLong' ? STATUS_INCIDENT_LIMITS.title.max : STATUS_INCIDENT_LIMITS.body.max })}
        className="grid min-w-0 gap-5"
        aria-labelledby={`${ID}-title`}
      >
        <FormTextField id={`${ID}-name`} name="title" label={t('open.titleLabel')} hint={t('open.titleHint')} autoComplete="off" maxLength={STATUS_INCIDENT_LIMITS.title.max} />
        <ChoiceGroup
          id={`${ID}-impact`}
          name="impact"
          type="radio"
          legend={t('open.impactLegend')}
          choices={INCIDENT_IMPACTS.map((impact) => ({ value: impact, label: t(`impacts.${impact}`), meaning: t(`impactMeanings.${impact}`) }))}
        />
        <ChoiceGroup
          id={`${ID}-components`}
          name="components"
          type="checkbox"
          legend={t('open.componentsLegend')}
          choices={STATUS_COMPONENTS.map((component) => ({ value: component, label: t(`components.${component}`) }))}
        />
        <FormTextarea id={`${ID}-body`} name="body" label={t('open.bodyLabel')} hint={t('open.bodyHint')} rows={4} maxLength={STATUS_INCIDENT_LIMITS.body.max} />
        <FormSubmitButton variant="guardian" className="justify-self-start" label={t('open.submit')} pendingLabel={t('open.submitting')} />
      </ZodForm>
      <LiveNotice notice={notice} />
    </section>
  );
}
