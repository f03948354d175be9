/**
 * The card fields shared by checkout and the portal: reading the posted form, validating it with the
 * messages Stripe's card element shows (Luhn, incomplete or past expiry, incomplete CVC), and
 * rendering labelled inputs whose errors are announced (role="alert") and tied to the input
 * (aria-describedby, aria-invalid).
 */
import type { Clock } from '../core/clock';
import { brandOf, cvcLength, expectedLength, luhnValid } from '../billing/test-cards';
import type { CardInput } from '../resources/payment-methods';
import { esc } from './html';
import type { FieldError, Texts } from './i18n';

export type FieldName = 'email' | 'cardnumber' | 'exp' | 'cvc' | 'name';

export interface CardForm {
  email: string;
  cardnumber: string;
  exp: string;
  cvc: string;
  name: string;
}

export type FieldErrors = Partial<Record<FieldName, FieldError>>;

export function readCardForm(body: string): CardForm {
  const form = new URLSearchParams(body);
  const value = (name: FieldName) => (form.get(name) ?? '').slice(0, 200);
  return { email: value('email').trim(), cardnumber: value('cardnumber'), exp: value('exp'), cvc: value('cvc').trim(), name: value('name').trim() };
}

function checkExpiry(raw: string, clock: Clock): { error: FieldError } | { month: number; year: number } {
  const digits = raw.replace(/[\s/-]/g, '');
  if (!/^\d*$/.test(digits)) return { error: 'expiryInvalid' };
  if (digits.length < 4 || digits.length === 5) return { error: 'expiryIncomplete' };
  if (digits.length > 6) return { error: 'expiryInvalid' };
  const month = Number(digits.slice(0, 2));
  const year = digits.length === 4 ? 2000 + Number(digits.slice(2)) : Number(digits.slice(2));
  if (month < 1 || month > 12) return { error: 'expiryInvalid' };
  const today = new Date(clock.now() * 1000);
  const thisYear = today.getUTCFullYear();
  if (year < thisYear || (year === thisYear && month < today.getUTCMonth() + 1)) return { error: 'expiryPast' };
  if (year > thisYear + 50) return { error: 'expiryYearInvalid' };
  return { month, year };
}

/** The card to use, or the errors to show. Email is only checked where the form has one. */
export function validateCardForm(form: CardForm, clock: Clock, withEmail: boolean): { card: CardInput } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  if (withEmail) {
    if (!form.email) errors.email = 'emailIncomplete';
    else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.email)) errors.email = 'emailInvalid';
  }
  const number = form.cardnumber.replace(/[\s-]/g, '');
  const brand = brandOf(number);
  if (!/^\d*$/.test(number)) errors.cardnumber = 'numberInvalid';
  else if (number.length < expectedLength(brand)) errors.cardnumber = 'numberIncomplete';
  else if (number.length > 19 || !luhnValid(number)) errors.cardnumber = 'numberInvalid';
  const expiry = checkExpiry(form.exp, clock);
  if ('error' in expiry) errors.exp = expiry.error;
  if (!/^\d*$/.test(form.cvc) || form.cvc.length < cvcLength(brand)) errors.cvc = 'cvcIncomplete';
  if (!form.name) errors.name = 'nameRequired';
  if (Object.keys(errors).length > 0 || 'error' in expiry) return { errors };
  return { card: { number, exp_month: expiry.month, exp_year: expiry.year, name: form.name, email: withEmail ? form.email : null } };
}

interface FieldOptions {
  name: FieldName;
  label: string;
  value: string;
  error: FieldError | undefined;
  texts: Texts;
  autocomplete: string;
  type?: string;
  inputmode?: string;
  readonly?: boolean;
  placeholder?: string;
  /** Ids of other elements describing this input (the form-level decline). */
  describedBy?: string[];
  maxlength?: number;
}

export function field(options: FieldOptions): string {
  const id = `field-${options.name}`;
  const errorId = `${id}-error`;
  const describedBy = [...(options.describedBy ?? []), ...(options.error ? [errorId] : [])];
  const attributes = [
    `id="${id}"`,
    `name="${options.name}"`,
    `type="${options.type ?? 'text'}"`,
    `autocomplete="${options.autocomplete}"`,
    options.inputmode ? `inputmode="${options.inputmode}"` : '',
    options.placeholder ? `placeholder="${esc(options.placeholder)}"` : '',
    options.maxlength ? `maxlength="${options.maxlength}"` : '',
    options.value ? `value="${esc(options.value)}"` : '',
    options.readonly ? 'readonly aria-readonly="true"' : 'required aria-required="true"',
    options.error ? 'aria-invalid="true"' : '',
    describedBy.length > 0 ? `aria-describedby="${describedBy.join(' ')}"` : '',
  ].filter(Boolean);
  return `<div class="field">
<label for="${id}">${esc(options.label)}</label>
<input ${attributes.join(' ')}>
${options.error ? `<p class="error" id="${errorId}" role="alert">${esc(options.texts.fieldErrors[options.error])}</p>` : ''}
</div>`;
}

/** Card number, expiry, CVC and cardholder name; `decline` is the id of a form-level error, if any. */
export function cardFields(texts: Texts, form: Partial<CardForm>, errors: FieldErrors, decline: string | null): string {
  return `<fieldset>
<legend>${esc(texts.cardInformation)}</legend>
${field({ name: 'cardnumber', label: texts.cardNumber, value: '', error: errors.cardnumber, texts, autocomplete: 'cc-number', inputmode: 'numeric', placeholder: '1234 1234 1234 1234', maxlength: 23, describedBy: decline ? [decline] : [] })}
<div class="row">
${field({ name: 'exp', label: texts.expiry, value: form.exp ?? '', error: errors.exp, texts, autocomplete: 'cc-exp', inputmode: 'numeric', placeholder: 'MM / YY', maxlength: 9 })}
${field({ name: 'cvc', label: texts.cvc, value: '', error: errors.cvc, texts, autocomplete: 'cc-csc', inputmode: 'numeric', placeholder: 'CVC', maxlength: 4 })}
</div>
</fieldset>
${field({ name: 'name', label: texts.cardholderName, value: form.name ?? '', error: errors.name, texts, autocomplete: 'cc-name' })}`;
}
