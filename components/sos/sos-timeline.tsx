import { useTranslations } from 'next-intl';
import { LocalMoment } from '@/components/ui/local-moment';
import type { SosTimelineStep } from '@/lib/data/sos';

type Props = {
  steps: SosTimelineStep[];
  /** Names of the people who may appear as actors (family, the member), by user id. */
  names: Record<string, string>;
  /** The member of the event, shown as "you" on their own page. */
  selfId?: string;
};

const CHANNELS = ['in_app', 'email', 'sms'] as const;
type Channel = (typeof CHANNELS)[number];
const detail = (details: unknown, key: string): unknown =>
  details && typeof details === 'object' && key in details ? (details as Record<string, unknown>)[key] : null;
const channelOf = (details: unknown): Channel | null => CHANNELS.find((c) => c === detail(details, 'channel')) ?? null;
/** Which contact a delivery step was for (the database writes the name into the step). */
const contactOf = (details: unknown): string | null => {
  const name = detail(details, 'contact_name');
  return typeof name === 'string' && name.trim() ? name.trim() : null;
};

/**
 * Every step of an alarm in order: who did what, when (member page, history, incident queue). Each
 * time is to the second, as order matters, in the reader's own zone, named.
 */
export function SosTimeline({ steps, names, selfId }: Props) {
  const t = useTranslations('Sos.timeline');
  if (steps.length === 0) return <p className="text-sm text-muted-foreground">{t('empty')}</p>;
  return (
    <ol className="flex flex-col gap-2 border-l-2 border-border pl-4">
      {steps.map((step) => {
        const actor = !step.actor_id
          ? t('system')
          : step.actor_id === selfId
            ? t('you')
            : names[step.actor_id] || t('callCentre');
        const channel = channelOf(step.details);
        const contact = contactOf(step.details);
        return (
          <li key={step.id} className="min-w-0 text-sm [overflow-wrap:anywhere]">
            <LocalMoment iso={step.at} style="time" className="mr-2 font-mono text-xs text-muted-foreground" />
            <span className="font-medium">{t(`kind.${step.kind}`)}</span>
            {contact && <span className="font-medium [overflow-wrap:anywhere]"> · {contact}</span>}
            {channel && <span className="text-muted-foreground"> · {t(`channel.${channel}`)}</span>}
            <span className="text-muted-foreground"> · {actor}</span>
            {step.note && <p className="mt-0.5 whitespace-pre-wrap text-muted-foreground">{step.note}</p>}
          </li>
        );
      })}
    </ol>
  );
}
