import en from '../../messages/en.json';
import es from '../../messages/es.json';
import nl from '../../messages/nl.json';

/** The three locales as a visitor meets them: URL prefix and the catalogue the page uses. */
export const LOCALES = [
  { locale: 'en', prefix: '', m: en },
  { locale: 'nl', prefix: '/nl', m: nl },
  { locale: 'es', prefix: '/es', m: es },
] as const;

export type LocaleCase = (typeof LOCALES)[number];
