'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { FormSelect } from '@/components/forms/form-select';
import { FormSubmitButton } from '@/components/forms/form-submit-button';
import { FormTextarea } from '@/components/forms/form-textarea';
import { FormTextField } from '@/components/forms/form-text-field';
import { useFormAction } from '@/components/forms/use-form-action';
import { useZodForm } from '@/components/forms/use-zod-form';
import { ZodForm } from '@/components/forms/zod-form';
import { saveMedicalId } from '@/lib/actions/medical-id';
import {
  BLOOD_TYPES,
  MAX_ENTRY_LENGTH,
  MAX_LIST_ENTRIES,
  MAX_NOTES_LENGTH,
  MEDICAL_LISTS,
  type MedicalIdErrorKey,
  type MedicalIdInput,
  medicalIdSchema,
} from '@/lib/validation/medical-id';
import { MedicalListEditor } from './medical-list-editor';

/** The Medical ID form (issue 21): blood type, the three lists, the doctor and notes, saved at once. */
export function MedicalIdForm({ initial }: { initial: MedicalIdInput }) {
  const t = useTranslations('MedicalId');
  const router = useRouter();
  const form = useZodForm(medicalIdSchema, initial);
  const [saved, setSaved] = useState(false);
  const limits = { max: MAX_ENTRY_LENGTH };
  const action = useFormAction(form, saveMedicalId, {
    onSuccess() {
      setSaved(true);
      router.refresh();
    },
  });

  const errorText = (key: string) => {
    const k = key as MedicalIdErrorKey;
    if (k === 'tooMany') return t('errors.tooMany', { max: MAX_LIST_ENTRIES });
    if (k === 'notes') return t('errors.notes', { max: MAX_NOTES_LENGTH });
    if (k === 'entry') return t('errors.entry', limits);
    return t(`errors.${k}`);
  };

  return (
    <ZodForm
      form={form}
      onSubmit={() => {
        setSaved(false);
        // The schema has checked the values; the action parses the same raw input again on the server.
        return action.submit(form.getValues());
      }}
      errorText={errorText}
      className="grid gap-6"
      data-testid="medical-id-form"
    >
      <FormSelect
        id="medical-blood-type"
        name="bloodType"
        label={t('bloodType')}
        placeholder={t('bloodTypePlaceholder')}
        options={BLOOD_TYPES.map((type) => ({ value: type, label: type === 'unknown' ? t('bloodTypeUnknown') : type }))}
      />
      {MEDICAL_LISTS.map((list) => (
        <MedicalListEditor key={list} list={list} />
      ))}
      <fieldset className="grid min-w-0 gap-3">
        <legend className="text-base font-semibold">{t('doctor')}</legend>
        <FormTextField id="medical-doctor-name" name="doctorName" label={t('doctorName')} />
        <FormTextField id="medical-doctor-phone" name="doctorPhone" type="tel" inputMode="tel" label={t('doctorPhone')} hint={t('doctorPhoneHint')} />
      </fieldset>
      <FormTextarea id="medical-notes" name="notes" label={t('notes')} hint={t('notesHint', { max: MAX_NOTES_LENGTH })} />
      {action.problem && <FormAlert tone="error">{t(`problems.${action.problem}`)}</FormAlert>}
      {saved && <FormAlert tone="info">{t('saved')}</FormAlert>}
      <FormSubmitButton label={t('save')} pendingLabel={t('saving')} className="justify-self-start" />
    </ZodForm>
  );
}
