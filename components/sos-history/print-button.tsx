'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';

/** Opens the browser's print dialog; the page's print styles (print.css) make the clean copy. */
export function PrintButton() {
  const t = useTranslations('SosHistory');
  return (
    <Button type="button" variant="outline" onClick={() => window.print()}>
      {t('print')}
    </Button>
  );
}
