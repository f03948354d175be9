import { normalisePhone } from '@/lib/registration/phone';
import { z } from '@/lib/zod';

/** Message keys under MedicalId.errors. */
export type MedicalIdErrorKey = 'bloodType' | 'entry' | 'tooMany' | 'doctorName' | 'doctorPhone' | 'notes';

/** The values medical_profiles.blood_type accepts. */
export const BLOOD_TYPES = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-', 'unknown'] as const;
export type BloodType = (typeof BLOOD_TYPES)[number];

/** The lists' limits, the same as the database's checks (migration 20261124000800). */
export const MAX_LIST_ENTRIES = 20;
export const MAX_ENTRY_LENGTH = 200;
export const MAX_NOTES_LENGTH = 2000;

export const MEDICAL_LISTS = ['allergies', 'conditions', 'medications'] as const;
export type MedicalList = (typeof MEDICAL_LISTS)[number];

/**
 * One list of the form. react-hook-form keeps list rows as objects ({ value }); the saved list is
 * plain text entries. A row left blank is simply not saved, so an extra "add" does no harm. The
 * rows are counted as sent, blank or not (the form never offers more than MAX_LIST_ENTRIES): were
 * they counted after dropping the blanks, a request with any number of blank rows would pass.
 */
const list = z
  .array(z.object({ value: z.string().trim().max(MAX_ENTRY_LENGTH, { message: 'entry' }) }))
  .max(MAX_LIST_ENTRIES, { message: 'tooMany' })
  .transform((rows) => rows.map((row) => row.value).filter((value) => value !== ''));

/**
 * The Medical ID form and its action (issue 21). The doctor's phone must be international (+...),
 * because it is read by a call centre or a carer who may be in another country.
 */
export const medicalIdSchema = z
  .object({
    bloodType: z.union([z.enum(BLOOD_TYPES), z.literal('')], { message: 'bloodType' }).transform((value) => (value === '' ? null : value)),
    allergies: list,
    conditions: list,
    medications: list,
    doctorName: z
      .string()
      .trim()
      .max(200, { message: 'doctorName' })
      .transform((value) => (value === '' ? null : value)),
    doctorPhone: z.string().trim().max(40, { message: 'doctorPhone' }),
    notes: z
      .string()
      .trim()
      .max(MAX_NOTES_LENGTH, { message: 'notes' })
      .transform((value) => (value === '' ? null : value)),
  })
  .transform((value, ctx) => {
    if (value.doctorPhone === '') return { ...value, doctorPhone: null };
    const phone = value.doctorPhone.startsWith('+') ? normalisePhone(value.doctorPhone, null) : null;
    if (!phone) {
      ctx.addIssue({ code: 'custom', path: ['doctorPhone'], message: 'doctorPhone' });
      return z.NEVER;
    }
    return { ...value, doctorPhone: phone };
  });

export type MedicalIdInput = z.input<typeof medicalIdSchema>;
export type MedicalId = z.output<typeof medicalIdSchema>;
