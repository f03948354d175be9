import { RegisterPage, registerMetadata } from '@/components/registration/register-page';
import type { LocaleParams } from '@/lib/i18n/page-locale';

// Per visitor (signed in or not): never cached.
export const dynamic = 'force-dynamic';

export function generateMetadata({ params }: { params: LocaleParams }) {
  return registerMetadata(params);
}

/** /register: registration with Emma or the form (docs/product.md#registration); the same screen as /ai-register. */
export default function Page({ params, searchParams }: { params: LocaleParams; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <RegisterPage params={params} searchParams={searchParams} />;
}
