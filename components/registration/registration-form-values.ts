import { parseList } from '@/lib/registration/medical-parsers';
import type { RegistrationAnswers } from '@/lib/registration/schema';

type MedicalAnswers = NonNullable<RegistrationAnswers['medical']>;

const NO_MEDICAL: MedicalAnswers = { bloodType: null, conditions: [], medications: [], allergies: [] };

const isEmptyMedical = (medical: MedicalAnswers) =>
  medical.bloodType === null && medical.conditions.length + medical.medications.length + medical.allergies.length === 0;

/** The form always shows the medical fields, so it always holds a medical block, empty for none. */
export function toFormValues(answers: RegistrationAnswers): RegistrationAnswers {
  // Upper case, as the country select's values are (the schema reads it either way).
  return { ...answers, country: answers.country.toUpperCase(), medical: answers.medical ?? NO_MEDICAL };
}

/** The form's values as the draft keeps them: no medical essentials is `medical: null`, as in Emma's chat. */
export function toDraft(values: RegistrationAnswers): RegistrationAnswers {
  return { ...values, medical: values.medical === null || isEmptyMedical(values.medical) ? null : values.medical };
}

/**
 * A medical list typed one item per line (commas and "and" split too, as in the chat). A list
 * parseList refuses (too many or too long items) is kept line by line, so the schema says what to fix.
 */
export function listFromText(text: string): string[] {
  return (
    parseList(text) ??
    text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
  );
}

export const textFromList = (items: readonly string[]) => items.join('\n');
