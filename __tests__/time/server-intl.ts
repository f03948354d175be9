import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import nl from '@/messages/nl.json';

const catalogues = { en, nl, es };
type Locale = keyof typeof catalogues;

/**
 * next-intl/server's getTranslations for tests of async server components (which only run under
 * React Server Components for real): the real translator, t.rich included, for the locale and
 * namespace the component asks for. Use in a jest.mock factory via jest.requireActual.
 */
export async function getTranslations(arg: { locale?: Locale; namespace?: string } | string | undefined) {
  const locale = (typeof arg === 'object' && arg?.locale) || 'en';
  const namespace = typeof arg === 'string' ? arg : arg?.namespace;
  return createTranslator({ locale, messages: catalogues[locale], namespace: namespace as never });
}
