import type { Locale } from '@/lib/i18n/routing';

/**
 * What `{contact}` becomes in the policy texts: the support address when one is configured,
 * otherwise the contact form (never an invented address). Each sentence around `{contact}` is
 * written so both forms read naturally ("write to us {contact}").
 */
const phrases: Record<Locale, { email: (address: string) => string; form: string }> = {
  en: { email: (address) => `by e-mail at ${address}`, form: 'through the contact form on our Contact page' },
  nl: { email: (address) => `per e-mail via ${address}`, form: 'via het contactformulier op onze contactpagina' },
  es: { email: (address) => `por correo electrónico a ${address}`, form: 'mediante el formulario de nuestra página de contacto' },
};

export function contactPhrase(locale: Locale, email: string | null): string {
  return email ? phrases[locale].email(email) : phrases[locale].form;
}
