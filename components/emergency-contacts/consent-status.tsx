import { Badge } from '@/components/ui/badge';
import { consentState, type ConsentRow } from '@/lib/emergency-contacts/consent-state';
import { useContactsText } from './use-contacts-text';

/**
 * The contact's answer in words (colour only repeats it): agreed, declined (and so not alerted),
 * waiting since a moment, or not asked yet; and when a declined or agreed contact was asked again.
 */
export function ConsentStatus({ consent }: { consent: ConsentRow | null }) {
  const { t, time } = useContactsText();
  const state = consentState(consent);
  const variant = state.kind === 'agreed' ? 'success' : state.kind === 'declined' ? 'warning' : 'outline';
  const text =
    state.kind === 'agreed' || state.kind === 'declined'
      ? t(`consent.${state.kind}`, { date: time(state.at) })
      : state.kind === 'waiting'
        ? t('consent.waiting', { date: time(state.since) })
        : t('consent.notAsked');
  return (
    <p className="flex flex-wrap items-center gap-2" data-testid="contact-consent" data-state={state.kind}>
      <Badge variant={variant} className="whitespace-normal">
        {text}
      </Badge>
      {(state.kind === 'agreed' || state.kind === 'declined') && state.askedAgainAt && (
        <span className="text-sm text-muted-foreground">{t('consent.askedAgain', { date: time(state.askedAgainAt) })}</span>
      )}
    </p>
  );
}
