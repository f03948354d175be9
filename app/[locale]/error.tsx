'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routes';

/**
 * What any page shows when reading its data failed (a page throws rather than show a wrong fact,
 * such as "not protected" when the plan could not be read): a plain statement, a retry, the way
 * home and the emergency number. In the visitor's language, inside the site's own frame.
 */
export default function PageError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('ErrorPage');
  useEffect(() => {
    console.error('A page failed to render', error.digest ?? error.message);
  }, [error]);
  return (
    <main id="main" tabIndex={-1} className="mx-auto flex max-w-xl flex-col items-center justify-center gap-6 px-6 py-16 text-center focus:outline-none">
      <h1 className="text-3xl font-semibold">{t('title')}</h1>
      <p className="text-muted-foreground">{t('description')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={reset}>{t('retry')}</Button>
        <Button asChild variant="outline">
          <Link href={routes.home}>{t('home')}</Link>
        </Button>
      </div>
      <p className="text-sm font-medium text-emergency">{t('emergency')}</p>
    </main>
  );
}
