import { getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { HomeSection } from './home-section';
import { routes } from '@/lib/routes';

const pointKeys = ['alerts', 'permissions', 'location'] as const;

/** docs/product.md#routes-and-screens section 7: family and carer access, leading to its own page. */
export async function FamilyAccessSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Home' });
  return (
    <HomeSection id="family" reserve={{ phone: 38, wide: 29 }} band="bg-guardian-soft" title={t('familyTitle')} intro={<p className="max-w-2xl text-lg">{t('familyIntro')}</p>}>
      <ul className="flex list-disc flex-col gap-2 pl-6">
        {pointKeys.map((key) => (
          <li key={key}>{t(`familyPoints.${key}`)}</li>
        ))}
      </ul>
      <Button asChild variant="guardian" className="self-start" wrap>
        <Link href={routes.familyCarerAccess}>{t('familyLink')}</Link>
      </Button>
    </HomeSection>
  );
}
