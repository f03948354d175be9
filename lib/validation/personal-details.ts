import { locales } from '@/lib/i18n/routing';
import { asCountryCode, normalisePhone } from '@/lib/registration/phone';
import { z } from '@/lib/zod';

/** Message keys under PersonalDetails.errors. */
export type PersonalDetailsErrorKey = 'fullName' | 'phone' | 'address' | 'country' | 'language' | 'dateOfBirth';

/** The earliest date of birth the database accepts (profiles.date_of_birth > 1900-01-01). */
export const EARLIEST_BIRTH_DATE = '1900-01-02';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A real calendar date (no 31 February) after 1900-01-01 and before today, as YYYY-MM-DD.
 * `today` is the caller's date (UTC) so the rule is testable; a birth date today is refused.
 */
export function isValidBirthDate(value: string, today: Date = new Date()): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && value >= EARLIEST_BIRTH_DATE && value < today.toISOString().slice(0, 10);
}

const optionalText = (max: number, key: PersonalDetailsErrorKey) =>
  z
    .string()
    .trim()
    .max(max, { message: key })
    .transform((value) => (value === '' ? null : value));

/**
 * The personal details form and its action (issue 21). The phone is kept in E.164; a national
 * number is read with the chosen country ("600 123 456" in Spain is +34600123456). The country
 * and the date of birth may stay empty; the name and the mobile number may not, because the call
 * centre and family need them in an alarm.
 */
export const personalDetailsSchema = z
  .object({
    fullName: z.string().trim().min(1, { message: 'fullName' }).max(200, { message: 'fullName' }),
    phone: z.string().max(40, { message: 'phone' }),
    address: optionalText(500, 'address'),
    country: z
      .string()
      .trim()
      .refine((value) => value === '' || asCountryCode(value) !== null, { message: 'country' })
      .transform((value) => (value === '' ? null : value.toUpperCase())),
    language: z.enum(locales, { message: 'language' }),
    dateOfBirth: z
      .string()
      .trim()
      .refine((value) => value === '' || isValidBirthDate(value), { message: 'dateOfBirth' })
      .transform((value) => (value === '' ? null : value)),
  })
  .transform((value, ctx) => {
    const phone = normalisePhone(value.phone, value.country);
    if (!phone) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: 'phone' });
      return z.NEVER;
    }
    return { ...value, phone };
  });

export type PersonalDetailsInput = z.input<typeof personalDetailsSchema>;
export type PersonalDetails = z.output<typeof personalDetailsSchema>;
