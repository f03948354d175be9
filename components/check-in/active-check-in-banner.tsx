'use client';

import { Timer } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useAuth } from '@/components/auth/auth-provider';
import { type CheckInPhase, checkInPhase } from '@/lib/check-in/phase';
import { cn } from '@/lib/cn';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { isUnder, routes } from '@/lib/routes';
import { useDueText } from './use-due-text';
import { useNow } from './use-now';
import { useOpenCheckIn } from './use-open-check-in';

const LOOK: Record<CheckInPhase, string> = {
  counting: 'border-border bg-muted text-foreground',
  dueSoon: 'border-warning bg-warning-soft text-warning font-semibold',
  overdue: 'border-emergency bg-emergency-soft text-emergency font-semibold',
  alarm: 'border-emergency-strong bg-emergency text-emergency-foreground font-semibold',
};

/**
 * The member's running check-in on every signed-in page (docs/product.md#check-in): a slim
 * bar "Check-in due at 23:00 · I'm safe" leading to /check-in; prominent in the last 5 minutes,
 * urgent once the due time passed and after the alarm went out. Mounted by the member area's
 * layout only, so public pages never load supabase-js for it. The words sit in a polite live
 * region that changes only when the phase does (never every second); the alarm's words go to an
 * assertive one. /check-in itself shows all of this, so the bar stays away there.
 */
export function ActiveCheckInBanner() {
  const t = useTranslations('CheckIn.banner');
  const { user } = useAuth();
  const pathname = usePathname();
  const { checkIn } = useOpenCheckIn(user?.id ?? null);
  // Every 10 s: the bar turns prominent within seconds of the last 5 minutes starting.
  const now = useNow(10_000);
  const dueText = useDueText();
  if (!checkIn || now === null || isUnder(pathname, routes.checkIn)) return null;

  const phase = checkInPhase(checkIn, now);
  const due = dueText(checkIn.due_at, now);
  const text =
    phase === 'alarm'
      ? t('alarm', { time: due })
      : phase === 'overdue'
        ? t('overdue', { time: due, alarm: dueText(checkIn.alarm_at, now) })
        : phase === 'dueSoon'
          ? t('dueSoon', { time: due })
          : t('counting', { time: due });
  return (
    <section aria-label={t('label')} data-testid="check-in-banner" data-phase={phase} className={cn('border-b print:hidden', LOOK[phase])}>
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 text-sm">
        <Timer aria-hidden="true" className="size-4 shrink-0" />
        <p role="status" className="min-w-0 break-words">
          {phase === 'alarm' ? null : text}
        </p>
        <p role="alert" className="min-w-0 break-words empty:sr-only">
          {phase === 'alarm' ? text : null}
        </p>
        <span aria-hidden="true">·</span>
        <Link
          href={routes.checkIn}
          className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {phase === 'alarm' ? t('safeLate') : t('safe')}
        </Link>
      </div>
    </section>
  );
}
