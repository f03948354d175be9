'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import type { OfferedPlan } from '@/lib/registration/dialogue';
import type { ContactField, EditableStep } from '@/lib/registration/edit';
import { BLOOD_TYPES, type RegistrationAnswers } from '@/lib/registration/schema';
import { SummaryRow, type SummaryOption } from './summary-row';

type Props = {
  draft: RegistrationAnswers;
  plans: readonly OfferedPlan[];
  onEdit(step: EditableStep, text: string): string | null;
  onEditContact(index: number, field: ContactField, text: string): string | null;
  onRemoveContact(index: number): void;
};

const CONTACT_FIELDS: readonly ContactField[] = ['name', 'relationship', 'phone', 'email'];

/**
 * Every answer so far, beside the chat (below it on phones), each one changeable in place. It is
 * what the account will be created with, so it shows exactly the draft: nothing more, nothing less.
 */
export function RegistrationSummary({ draft, plans, onEdit, onEditContact, onRemoveContact }: Props) {
  const t = useTranslations('Registration');
  const yesNo: SummaryOption[] = [
    { value: 'yes', label: t('emma.choices.yes') },
    { value: 'no', label: t('emma.choices.no') },
  ];
  const plan = plans.find((offered) => offered.id === draft.planId);
  const planLabel = (offered: OfferedPlan) => (offered.priceLabel ? `${offered.name} · ${offered.priceLabel}` : offered.name);
  const countryName = (code: string) => (t.has(`emma.countries.${code}` as never) ? t(`emma.countries.${code}` as never) : code);
  const list = (items: readonly string[] | undefined) => (items && items.length > 0 ? items.join(', ') : null);
  const medical = draft.medical;
  const row = (step: EditableStep, label: string, shown: string | null, editValue: string, extra: { options?: SummaryOption[]; inputType?: 'text' | 'email' | 'tel' | 'password' } = {}) => (
    <SummaryRow key={step} label={label} shown={shown} editValue={editValue} {...extra} onSave={(value) => onEdit(step, value)} errorText={problem} />
  );
  const problem = (key: string) => t((key.startsWith('hints.') ? `emma.${key}` : `errors.${key}`) as never);

  return (
    <section aria-labelledby="registration-summary-title" className="grid min-w-0 gap-2 rounded-lg border border-border bg-background p-4">
      <h2 id="registration-summary-title" className="text-lg font-semibold">
        {t('summary.title')}
      </h2>
      <dl className="divide-y divide-border">
        {row('who', t('summary.who'), t(`emma.choices.${draft.protectedPerson}`), draft.protectedPerson, {
          options: [
            { value: 'self', label: t('emma.choices.self') },
            { value: 'other', label: t('emma.choices.other') },
          ],
        })}
        {row('name', t('summary.name'), draft.protectedName || null, draft.protectedName)}
        {row('email', t('summary.email'), draft.email || null, draft.email, { inputType: 'email' })}
        {row('country', t('summary.country'), draft.country ? countryName(draft.country) : null, draft.country)}
        {row('phone', t('summary.phone'), draft.phone || null, draft.phone, { inputType: 'tel' })}
        {row('language', t('summary.language'), t(`emma.languages.${draft.language}`), draft.language, {
          options: (['en', 'nl', 'es'] as const).map((code) => ({ value: code, label: t(`emma.languages.${code}`) })),
        })}
        {row('plan', t('summary.plan'), plan ? planLabel(plan) : null, draft.planId, { options: plans.map((offered) => ({ value: offered.id, label: planLabel(offered) })) })}
        {draft.country.toUpperCase() === 'ES' &&
          row('spainService', t('summary.spainService'), draft.spainCallCentre ? t('emma.choices.yes') : t('emma.choices.no'), draft.spainCallCentre ? 'yes' : 'no', { options: yesNo })}
      </dl>

      <h3 className="mt-2 font-semibold">{t('summary.contacts', { count: draft.contacts.length, max: plan?.contactLimit ?? 0 })}</h3>
      {draft.contacts.length === 0 && <p className="text-sm text-muted-foreground">{t('summary.noContacts')}</p>}
      {plan && draft.contacts.length > plan.contactLimit && (
        <p role="status" className="text-sm font-medium text-destructive">
          {t('errors.contactsOverLimit', { max: plan.contactLimit })}
        </p>
      )}
      {draft.contacts.map((contact, index) => (
        <div key={index} className="grid gap-1 rounded-md border border-border p-3">
          <dl className="divide-y divide-border">
            {CONTACT_FIELDS.map((field) => (
              <SummaryRow
                key={field}
                label={t(`summary.contact.${field}`, { number: index + 1 })}
                shown={contact[field] || null}
                editValue={contact[field]}
                inputType={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
                onSave={(value) => onEditContact(index, field, value)}
                errorText={problem}
              />
            ))}
          </dl>
          <Button type="button" variant="outline" size="sm" className="justify-self-start" onClick={() => onRemoveContact(index)}>
            {t('summary.removeContact', { name: contact.name || index + 1 })}
          </Button>
        </div>
      ))}

      <h3 className="mt-2 font-semibold">{t('summary.medical')}</h3>
      <dl className="divide-y divide-border">
        {row('bloodType', t('summary.bloodType'), medical?.bloodType ? (medical.bloodType === 'unknown' ? t('emma.choices.unknown') : medical.bloodType) : null, medical?.bloodType ?? '', {
          options: BLOOD_TYPES.map((type) => ({ value: type, label: type === 'unknown' ? t('emma.choices.unknown') : type })),
        })}
        {row('conditions', t('summary.conditions'), list(medical?.conditions), medical?.conditions.join(', ') ?? '')}
        {row('medications', t('summary.medications'), list(medical?.medications), medical?.medications.join(', ') ?? '')}
        {row('allergies', t('summary.allergies'), list(medical?.allergies), medical?.allergies.join(', ') ?? '')}
        {row('healthConsent', t('summary.healthConsent'), draft.healthDataConsent ? t('emma.choices.yes') : t('emma.choices.no'), draft.healthDataConsent ? 'yes' : 'no', { options: yesNo })}
        {row('terms', t('summary.terms'), draft.acceptTerms ? t('emma.choices.yes') : t('emma.choices.no'), draft.acceptTerms ? 'yes' : 'no', { options: yesNo })}
        {row('password', t('summary.password'), draft.password ? t('summary.passwordSet') : null, '', { inputType: 'password' })}
      </dl>
    </section>
  );
}
