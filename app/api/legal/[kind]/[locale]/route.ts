import { getLegalDocument } from '@/lib/legal/documents';
import { isLegalDocumentKind, legalDocumentKinds } from '@/lib/legal/types';
import { isLocale, locales } from '@/lib/i18n/routing';

// The texts change only with a deploy: built once, served from the cache.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return legalDocumentKinds.flatMap((kind) => locales.map((locale) => ({ kind, locale })));
}

/** A policy text as JSON, for the policy dialog (footer, contact form). */
export async function GET(_request: Request, { params }: { params: Promise<{ kind: string; locale: string }> }) {
  const { kind, locale } = await params;
  if (!isLegalDocumentKind(kind) || !isLocale(locale)) return Response.json({ error: 'not_found' }, { status: 404 });
  return Response.json(getLegalDocument(kind, locale));
}
