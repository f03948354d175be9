/**
 * Shared stand-ins for the homepage component tests: next-intl's server API on the real
 * catalogues, and Next's router. Each test file calls jest.mock with these factories.
 */
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import nl from '@/messages/nl.json';

const catalogues = { en, nl, es };

export function nextIntlServerMock() {
  const { createTranslator } = jest.requireActual<typeof import('next-intl')>('next-intl');
  return {
    getTranslations: async ({ locale, namespace }: { locale: keyof typeof catalogues; namespace?: string }) =>
      createTranslator({ locale, messages: catalogues[locale], namespace: namespace as never }),
    setRequestLocale: () => undefined,
  };
}

export const routerMock = { replace: jest.fn(), push: jest.fn(), prefetch: jest.fn(), back: jest.fn(), refresh: jest.fn() };

export function nextNavigationMock() {
  return {
    useRouter: () => routerMock,
    usePathname: () => '/',
    useSearchParams: () => new URLSearchParams(),
    useParams: () => ({}),
    redirect: jest.fn(),
    notFound: jest.fn(),
  };
}
