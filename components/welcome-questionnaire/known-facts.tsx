import { useTranslations } from 'next-intl';
import { QuestionnaireSection } from './questionnaire-section';

type Props = { conditions: string[]; medicalNotes: string | null };

/**
 * "You told us": what the member's medical profile already holds, shown instead of asked again
 * (issue 19). Nothing when it holds none of it.
 */
export function KnownFacts({ conditions, medicalNotes }: Props) {
  const t = useTranslations('WelcomeQuestionnaire.known');
  if (conditions.length === 0 && !medicalNotes) return null;
  return (
    <QuestionnaireSection id="wq-known" title={t('title')} className="gap-3 rounded-card border border-border bg-muted p-4 sm:p-6">
      <dl className="flex flex-col gap-3">
        {conditions.length > 0 && (
          <div>
            <dt className="text-sm font-medium">{t('conditions')}</dt>
            <dd>
              <ul className="list-disc ps-5">
                {conditions.map((condition, index) => (
                  <li key={index} className="break-words">
                    {condition}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        )}
        {medicalNotes && (
          <div>
            <dt className="text-sm font-medium">{t('notes')}</dt>
            <dd className="break-words whitespace-pre-line">{medicalNotes}</dd>
          </div>
        )}
      </dl>
      <p className="text-sm text-muted-foreground">{t('hint')}</p>
    </QuestionnaireSection>
  );
}
