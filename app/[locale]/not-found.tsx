import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('NotFound');
  return { title: t('metaTitle'), robots: { index: false } };
}

export default async function NotFoundPage() {
  const t = await getTranslations('NotFound');
  return (
    <main id="main" className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-6 px-6 text-center">
      <p className="text-6xl font-bold text-emergency" aria-hidden="true">
        404
      </p>
      <h1 className="text-3xl font-semibold">{t('title')}</h1>
      <p className="text-muted-foreground">{t('description')}</p>
      <Link
        href="/"
        className="rounded-lg bg-primary px-5 py-3 font-medium text-primary-foreground hover:bg-emergency-strong"
      >
        {t('home')}
      </Link>
      <p className="text-sm font-medium text-emergency">{t('emergency')}</p>
    </main>
  );
}
