import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FormAlert } from '@/components/forms/form-alert';
import { Button } from '@/components/ui/button';
import { WelcomeQuestionnaireForm } from '@/components/welcome-questionnaire/welcome-questionnaire-form';
import { requireUser } from '@/lib/auth/session';
import { getWelcomeQuestionnaire } from '@/lib/data/welcome-questionnaire';
import { Link } from '@/lib/i18n/navigation';
import { type LocaleParams, resolvePageLocale } from '@/lib/i18n/page-locale';
import { routes } from '@/lib/routes';
import { privatePageMetadata } from '@/lib/seo/page-metadata';
import { createClient } from '@/lib/supabase/server';
import { formValuesOf } from '@/lib/welcome-questionnaire';

export const generateMetadata = ({ params }: { params: LocaleParams }): Promise<Metadata> => privatePageMetadata(params, 'WelcomeQuestionnaire');

/**
 * /welcome-questionnaire (docs/product.md#welcome-questionnaire): a short, skippable questionnaire
 * for responders, after payment and any time later to change the answers.
 */
export default async function WelcomeQuestionnairePage({ params }: { params: LocaleParams }) {
  const locale = await resolvePageLocale(params);
  const user = await requireUser(locale);
  const t = await getTranslations({ locale, namespace: 'WelcomeQuestionnaire' });
  const questionnaire = await getWelcomeQuestionnaire(await createClient(), user.id);

  return (
    <main id="main" tabIndex={-1} className="mx-auto flex w-full max-w-2xl flex-col gap-8 px-4 py-10 focus:outline-none">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
        <p className="text-muted-foreground">{t('lead')}</p>
      </header>
      {questionnaire.loaded ? (
        <WelcomeQuestionnaireForm
          initialValues={formValuesOf(questionnaire.stored.answers)}
          context={questionnaire.context}
          knownConditions={questionnaire.known.conditions}
          medicalNotes={questionnaire.known.medicalNotes}
          completed={questionnaire.completedAt !== null}
        />
      ) : (
        <div className="flex flex-col items-start gap-4">
          <FormAlert tone="error">{t('loadFailed')}</FormAlert>
          <Button asChild variant="outline">
            <Link href={routes.memberDashboard}>{t('skip')}</Link>
          </Button>
        </div>
      )}
    </main>
  );
}
