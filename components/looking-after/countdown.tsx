'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';

/** Days, hours, minutes and seconds left, never below zero. */
export function remainingParts(ms: number): { d: number; h: number; m: number; s: number } {
  const total = Math.max(0, Math.floor(ms / 1000));
  return { d: Math.floor(total / 86_400), h: Math.floor((total % 86_400) / 3600), m: Math.floor((total % 3600) / 60), s: total % 60 };
}

type Formatter = ReturnType<typeof useFormatter>;
type Unit = 'day' | 'hour' | 'minute' | 'second';

/**
 * The time left in the page's language, leading zero units left out: each unit's narrow form and
 * the language's way of listing units ("2d 3h 4m 5s", "2 d, 3 u, 4 m, 5 s", "2d 3h 4min 5s"), not
 * English abbreviations in every language.
 */
export function formatRemaining(ms: number, format: Formatter): string {
  const { d, h, m, s } = remainingParts(ms);
  const unit = (value: number, name: Unit) => format.number(value, { style: 'unit', unit: name, unitDisplay: 'narrow' });
  const parts: [number, Unit, boolean][] = [
    [d, 'day', d > 0],
    [h, 'hour', d + h > 0],
    [m, 'minute', d + h + m > 0],
    [s, 'second', true],
  ];
  return format.list(
    parts.filter(([, , shown]) => shown).map(([value, name]) => unit(value, name)),
    { type: 'unit', style: 'narrow' },
  );
}

/**
 * Time left until an end of access, ticking each second. Only a display: whether the access is
 * still live is the database's answer (the page and every read ask it), not this clock's. Not a
 * live region, so screen readers are not interrupted every second; the exact end is written
 * next to it.
 */
export function Countdown({ until }: { until: string }) {
  const t = useTranslations('LookingAfter');
  const format = useFormatter();
  const end = new Date(until).getTime();
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const tick = () => setNow(Date.now());
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, []);
  // Nothing until mounted: the server's clock and the browser's would disagree during hydration.
  if (now === null) return null;
  return (
    <p className="text-sm text-muted-foreground" data-testid="access-countdown">
      {end > now ? t('countdown', { time: formatRemaining(end - now, format) }) : t('countdownOver')}
    </p>
  );
}
