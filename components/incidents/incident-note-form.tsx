'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { FormSubmitButton } from '@/components/forms/form-submit-button';
import { FormTextarea } from '@/components/forms/form-textarea';
import { useZodForm } from '@/components/forms/use-zod-form';
import { ZodForm } from '@/components/forms/zod-form';
import { INCIDENT_NOTE_MAX, type IncidentNoteInput, incidentNoteSchema } from '@/lib/validation/incidents';

type Props = {
  /** Adds the note to the incident's timeline; true when the database took it. */
  onAdd(note: string): Promise<boolean>;
};

/**
 * The agent's note for an incident's timeline, on the shared form kit: an empty note is said by
 * the field before anything is sent; the note stays in the box until it was added, so a refused
 * one can be sent again. Compact (two rows) and wrapping under the box on a 320 px screen.
 */
export function IncidentNoteForm({ onAdd }: Props) {
  const t = useTranslations('Incidents');
  const id = useId();
  const form = useZodForm<IncidentNoteInput, IncidentNoteInput>(incidentNoteSchema, { note: '' });
  return (
    <ZodForm
      form={form}
      onSubmit={async ({ note }) => {
        if (await onAdd(note)) form.reset({ note: '' });
      }}
      // The field's one message: Incidents.errors.invalid ("Write a note first, …").
      errorText={() => t('errors.invalid')}
      className="flex flex-wrap items-end gap-2"
    >
      <div className="w-full min-w-0 flex-1 sm:w-auto sm:min-w-64">
        <FormTextarea
          id={`${id}-note`}
          name="note"
          label={t('noteLabel')}
          rows={2}
          maxLength={INCIDENT_NOTE_MAX}
          placeholder={t('notePlaceholder')}
          className="w-full min-w-0 rounded-md border border-border p-2 text-sm aria-invalid:border-destructive"
        />
      </div>
      <FormSubmitButton size="sm" variant="outline" label={t('addNote')} pendingLabel={t('addNote')} />
    </ZodForm>
  );
}
