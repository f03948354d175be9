import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { isLocale } from '@/lib/i18n/routing';
import { localeStaticParams } from '@/lib/i18n/static-params';
import { sosShellContentSecurityPolicy, sosShellHtml } from '@/lib/sos/sos-shell';

/**
 * /sos-shell/<locale> (docs/architecture.md#the-sos-shell): the document the service worker keeps
 * and shows at once for a full load of /sos. Built once per language at build time, the same for
 * everyone; the proxy never sees it (proxy.ts's matcher), so its only policy is its own.
 */
export const dynamic = 'force-static';
export const dynamicParams = false;
export const generateStaticParams = localeStaticParams;

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const [sos, offline, common, metadata] = await Promise.all([
    getTranslations({ locale, namespace: 'Sos' }),
    getTranslations({ locale, namespace: 'OfflineSos' }),
    getTranslations({ locale, namespace: 'Common' }),
    getTranslations({ locale, namespace: 'Metadata' }),
  ]);
  const html = sosShellHtml(locale, {
    documentTitle: metadata('titleTemplate').replace('%s', sos('metaTitle')),
    productName: common('productName'),
    title: sos('title'),
    subtitle: sos('subtitle'),
    call112: sos('call112'),
    button: sos('button'),
    buttonHint: sos('buttonHint'),
    buttonHelp: sos('buttonHelp'),
    sending: sos('sending'),
    retrying: sos('retrying'),
    sent: sos('raised'),
    signedOut: offline('needsSignIn'),
    loading: sos('shellLoading'),
  });
  return new Response(html, {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': sosShellContentSecurityPolicy(),
      // The worker fetches it with `cache: 'no-store'`; a browser that opens it directly revalidates.
      'Cache-Control': 'public, max-age=0, must-revalidate',
    },
  });
}
