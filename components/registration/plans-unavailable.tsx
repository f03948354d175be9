import { useTranslations } from 'next-intl';

/** In place of a registration when the catalogue could not be read: no plan can be chosen. */
export function PlansUnavailable() {
  const t = useTranslations('Registration.screen');
  return (
    <p role="alert" className="mx-auto max-w-4xl px-4 pb-16">
      {t('plansUnavailable')}
    </p>
  );
}
