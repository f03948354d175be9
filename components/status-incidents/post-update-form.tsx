'use client';

import { useTranslations } from 'next-intl';
import { useAction } from 'next-safe-action/hooks';
import type { Notice } from '@/components/forms/live-notice';
import { FormSelect } from '@/components/forms/form-select';
import { FormSubmitButton } from '@/components/forms/form-submit-button';
import { FormTextarea } from '@/components/forms/form-textarea';
import { useZodForm } from '@/components/forms/use-zod-form';
import { ZodForm } from '@/components/forms/zod-form';
import { actionFieldErrors } from '@/lib/actions/action-result';
import { postStatusIncidentUpdate } from '@/lib/actions/status-incidents';
import { INCIDENT_STATUSES, type IncidentStatus } from '@/lib/status/summary';
import {
  type PostStatusIncidentUpdateInput,
  type PostStatusIncidentUpdateValues,
  postStatusIncidentUpdateSchema,
  STATUS_INCIDENT_LIMITS,
  type StatusIncidentErrorKey,
} from '@/lib/validation/status-incidents';
import { statusIncidentOutcome } from './incident-outcome';

/** The fields this form shows; a refusal of any other (the incident id) is said in words instead. */
const FIELDS = ['status', 'body'] as const satisfies readonly (keyof PostStatusIncidentUpdateInput)[];
const isField = (name: string): name is (typeof FIELDS)[number] => (FIELDS as readonly string[]).includes(name);

type Props = {
  incidentId: string;
  /** The incident's title, naming this form among the others on the page. */
  title: string;
  /** Preselected: an update often keeps the status and only adds what is known. */
  current: IncidentStatus;
  /** Says the outcome in the incident's status or alert region, which outlives this form. */
  say(notice: Notice | null): void;
  /**
   * After the database took the update, or found the incident already resolved (another admin
   * resolved it meanwhile: status null); the caller reads the page again.
   */
  onSettled(status: IncidentStatus | null): void;
};

/**
 * "Post an update" on an unresolved incident (docs/product.md#status-page): the status it moves to
 * and the text the public page shows, which is required; checked by the same schema as the action.
 * The database refuses an update to a resolved incident (ICE99) or one that is gone (ICE98); each
 * refusal is said in the admin's language and changes nothing.
 */
export function PostUpdateForm({ incidentId, title, current, say, onSettled }: Props) {
  const t = useTranslations('AdminStatus');
  const post = useAction(postStatusIncidentUpdate);
  const empty = { incidentId, status: current, body: '' };
  const form = useZodForm(postStatusIncidentUpdateSchema, empty);
  const id = `status-update-${incidentId}`;

  async function submit(values: PostStatusIncidentUpdateValues) {
    say(null);
    const result = await post.executeAsync({ ...values, incidentId }).catch(() => undefined);
    const fields = Object.entries(actionFieldErrors(result)).filter(([field]) => isField(field)) as [(typeof FIELDS)[number], string][];
    if (fields.length > 0) {
      fields.forEach(([field, key], index) => form.setError(field, { type: 'server', message: key }, { shouldFocus: index === 0 }));
      return;
    }
    const outcome = statusIncidentOutcome(result);
    if (!outcome.ok) {
      say({ tone: 'error', text: t(`problems.${outcome.problem}`) });
      if (outcome.problem === 'resolved') onSettled(null);
      return;
    }
    form.reset({ incidentId, status: values.status, body: '' });
    say({ tone: 'info', text: values.status === 'resolved' ? t('update.resolved') : t('update.posted') });
    onSettled(values.status);
  }

  return (
    <ZodForm
      form={form}
      onSubmit={submit}
      onInvalid={() => say(null)}
      errorText={(key) => t(`errors.${key as StatusIncidentErrorKey}`, { max: STATUS_INCIDENT_LIMITS.body.max })}
      className="grid min-w-0 gap-4 rounded-md border border-border p-3"
      aria-label={t('update.formLabel', { title })}
      data-testid="status-update-form"
    >
      <h4 className="font-semibold">{t('update.title')}</h4>
      <FormSelect id={`${id}-status`} name="status" label={t('update.statusLabel')} options={INCIDENT_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }))} />
      <FormTextarea id={`${id}-body`} name="body" label={t('update.bodyLabel')} hint={t('update.bodyHint')} rows={3} maxLength={STATUS_INCIDENT_LIMITS.body.max} />
      <FormSubmitButton variant="guardian" className="justify-self-start" label={t('update.submit')} pendingLabel={t('update.submitting')} />
    </ZodForm>
  );
}
