'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast-provider';

/** docs/product.md#routes-and-screens, docs/product.md#errors: voice SOS through smart speakers is announced, not built; both buttons say so. */
export function SmartSpeakersSection() {
  const t = useTranslations('Devices');
  const { toast } = useToast();

  return (
    <section aria-labelledby="speakers-section-title" className="grid gap-3 rounded-card border border-border p-4">
      <h3 id="speakers-section-title" className="text-lg font-semibold">
        {t('speakersTitle')}
      </h3>
      <p className="text-sm text-muted-foreground">{t('speakersIntro')}</p>
      <div className="grid gap-2 sm:grid-cols-2">
        <Button variant="outline" onClick={() => toast({ title: t('alexaLinking'), description: t('comingSoon') })}>
          {t('connectAlexa')}
        </Button>
        <Button variant="outline" onClick={() => toast({ title: t('googleHomeLinking'), description: t('comingSoon') })}>
          {t('connectGoogleHome')}
        </Button>
      </div>
    </section>
  );
}
