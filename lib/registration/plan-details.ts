import { asCountryCode, normalisePhone } from './phone';

/**
 * What checkout needs to know about someone, and asks once if it is missing (issue 44): their
 * country, which decides the services offered (the Spain call centre) and how a national number
 * reads, and their mobile number, which the call centre and family use in an emergency. A
 * registration gives both; an account made otherwise (from a family invitation) may have neither.
 */
export type PlanDetail = 'country' | 'phone';

type KnownDetails = { country: string | null; phone: string | null } | null;

/** The details still missing from a profile, country first (a national number needs it). */
export function missingPlanDetails(profile: KnownDetails): PlanDetail[] {
  const missing: PlanDetail[] = [];
  if (!asCountryCode(profile?.country)) missing.push('country');
  if (!profile?.phone?.trim()) missing.push('phone');
  return missing;
}

export type PlanDetailsAnswers = { country: string; phone: string };

/**
 * The answers to the missing details, as the profile columns to write; a detail already known is
 * never asked nor overwritten. The phone is stored in E.164, a national number read with the
 * country (the one just given, else the known one). Else the details that are not valid.
 */
export function completePlanDetails(
  profile: KnownDetails,
  answers: PlanDetailsAnswers,
): { ok: true; update: { country?: string; phone?: string } } | { ok: false; invalid: PlanDetail[] } {
  const missing = missingPlanDetails(profile);
  const update: { country?: string; phone?: string } = {};
  const invalid: PlanDetail[] = [];
  if (missing.includes('country')) {
    const country = asCountryCode(answers.country);
    if (country) update.country = country;
    else invalid.push('country');
  }
  if (missing.includes('phone')) {
    const phone = normalisePhone(answers.phone, update.country ?? profile?.country ?? null);
    if (phone) update.phone = phone;
    else invalid.push('phone');
  }
  return invalid.length > 0 ? { ok: false, invalid } : { ok: true, update };
}
