import 'server-only';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { supportEmail } from '@/lib/legal/support-email';
import { z } from '@/lib/zod';

/**
 * The company behind the service and how to reach support, from the environment (.env.example,
 * docs/architecture.md#company-details). Every value is optional: an unset, empty or invalid one is
 * null, and the pages leave it out rather than show an invented value.
 */

export type SupportPhone = {
  /** International format for reading ("+34 912 34 56 78"). */
  display: string;
  /** E.164 for the tel: link ("+34912345678"). */
  e164: string;
};

export type CompanyDetails = {
  legalName: string | null;
  /** The postal address, one entry per line (COMPANY_ADDRESS separates lines with "|"). */
  addressLines: readonly string[] | null;
  /** Chamber of commerce or tax registration (KvK, CIF …). */
  registrationId: string | null;
  vatId: string | null;
  supportEmail: string | null;
  supportPhone: SupportPhone | null;
  /** Free text, shown only beside a phone number. */
  supportPhoneHours: string | null;
};

// Trimmed; empty means unset. The length cap keeps a pasted mistake from flooding the page.
const optionalText = z
  .string()
  .optional()
  .transform((value) => value?.trim() || null)
  .pipe(z.string().max(300).nullable())
  .catch(null);

const companyEnvSchema = z.object({
  COMPANY_LEGAL_NAME: optionalText,
  COMPANY_ADDRESS: optionalText,
  COMPANY_REGISTRATION_ID: optionalText,
  COMPANY_VAT_ID: optionalText,
  SUPPORT_PHONE: optionalText,
  SUPPORT_PHONE_HOURS: optionalText,
});

/** "Street 1 | 1234 AB City" → ["Street 1", "1234 AB City"]; blank lines dropped. */
function addressLines(address: string | null): readonly string[] | null {
  const lines = (address ?? '')
    .split('|')
    .map((line) => line.trim())
    .filter(Boolean);
  return lines.length > 0 ? lines : null;
}

// A wrong number would send callers elsewhere: treat it as unset and tell the operator once.
const warnedPhones = new Set<string>();
function supportPhone(raw: string | null): SupportPhone | null {
  if (!raw) return null;
  const parsed = parsePhoneNumberFromString(raw);
  if (parsed?.isValid()) return { display: parsed.formatInternational(), e164: parsed.number };
  if (!warnedPhones.has(raw)) {
    warnedPhones.add(raw);
    console.warn('SUPPORT_PHONE is not a valid international number (start with + and the country code); no support phone is shown.');
  }
  return null;
}

export function companyDetails(env: Record<string, string | undefined> = process.env): CompanyDetails {
  const parsed = companyEnvSchema.parse(env);
  const phone = supportPhone(parsed.SUPPORT_PHONE);
  return {
    legalName: parsed.COMPANY_LEGAL_NAME,
    addressLines: addressLines(parsed.COMPANY_ADDRESS),
    registrationId: parsed.COMPANY_REGISTRATION_ID,
    vatId: parsed.COMPANY_VAT_ID,
    supportEmail: supportEmail(env.NEXT_PUBLIC_SUPPORT_EMAIL),
    supportPhone: phone,
    supportPhoneHours: phone ? parsed.SUPPORT_PHONE_HOURS : null,
  };
}
