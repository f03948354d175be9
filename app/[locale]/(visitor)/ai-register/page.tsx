import { RegisterPage, registerMetadata } from '@/components/registration/register-page';
import type { LocaleParams } from '@/lib/i18n/page-locale';

// Per visitor (signed in or not): never cached.
export const dynamic = 'force-dynamic';

export function generateMetadata({ params }: { params: LocaleParams }) {
  return registerMetadata(params);
}

/** /ai-register: the same screen as /register (docs/product.md#routes-and-screens: AI-guided registration). */
export default function Page({ params, searchParams }: { params: LocaleParams; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <RegisterPage params={params} searchParams={searchParams} />;
}
