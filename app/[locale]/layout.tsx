import type { Metadata, Viewport } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AuthProvider } from '@/components/auth/auth-provider';
import { ChatProvider } from '@/components/chat/chat-launcher-context';
import { ChatWidget } from '@/components/chat/chat-widget';
import { DeviceSettingsMount } from '@/components/pendant/device-settings-mount';
import { FamilyAlertsMount } from '@/components/family-alerts/family-alerts-mount';
import { ScrollToTopOnNavigate } from '@/components/layout/scroll-to-top-on-navigate';
import { SkipLink } from '@/components/layout/skip-link';
import { ServiceWorkerRegistration } from '@/components/offline/service-worker-registration';
import { ToastProvider } from '@/components/ui/toast-provider';
import { SITE_CLIENT_NAMESPACES, pickNamespaces } from '@/lib/i18n/client-messages';
import { type LocaleParams, resolvePageLocale } from '@/lib/i18n/page-locale';
import { SITE_ICONS } from '@/lib/seo/metadata';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return {
    metadataBase: new URL(process.env.NEXT_PUBLIC_SITE_URL ?? 'http://localhost:3000'),
    title: { default: t('title'), template: t('titleTemplate') },
    description: t('description'),
    applicationName: process.env.NEXT_PUBLIC_PRODUCT_NAME,
    icons: SITE_ICONS,
  };
}

export const viewport: Viewport = {
  themeColor: '#b91c1c',
  width: 'device-width',
  initialScale: 1,
};

export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: LocaleParams;
}) {
  const locale = await resolvePageLocale(params);
  const toasts = await getTranslations({ locale, namespace: 'Toasts' });
  // Radix fills "{hotkey}" (F8) in the viewport label itself: hand the placeholder through as is.
  const toastViewportLabel = toasts('viewportLabel', { hotkey: '{hotkey}' });
  // What every page's client components read; the areas that need more add it (FullClientMessages).
  const messages = pickNamespaces(await getMessages(), SITE_CLIENT_NAMESPACES);

  return (
    <html lang={locale}>
      <body className="min-h-dvh antialiased">
        <NextIntlClientProvider messages={messages}>
          <ToastProvider label={toasts('label')} viewportLabel={toastViewportLabel} closeLabel={toasts('closeLabel')}>
            <AuthProvider>
              <ChatProvider>
                <SkipLink />
                {/* Live SOS alerts for family, on every page; nothing for visitors (docs/product.md#family-alerts-on-every-page). */}
                <FamilyAlertsMount />
                <ScrollToTopOnNavigate />
                <ServiceWorkerRegistration />
                {children}
                <ChatWidget />
                <DeviceSettingsMount />
              </ChatProvider>
            </AuthProvider>
          </ToastProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
