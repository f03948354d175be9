/**
 * How a moment the member reads is written, by purpose. Every style names its time zone, because
 * the same moment is first rendered in UTC (the server cannot know the reader's zone) and then in
 * the browser's own zone: unnamed, "12:00" could be either. Callers add the zone; nothing here
 * depends on the host's.
 */

import type { DateTimeFormatOptions } from 'next-intl';

type ZonelessOptions = Omit<DateTimeFormatOptions, 'timeZone'>;

export const MOMENT_STYLES = {
  /** "24 November 2026 at 14:00:30 UTC": an end of access, an alarm's start, to the second. */
  long: [{ dateStyle: 'long', timeStyle: 'long' }],
  /** "24 Nov 2026, 14:00 UTC": prose where the minute is enough. */
  medium: [{ day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZoneName: 'short' }],
  /** "24/11/2026, 14:00 UTC": dense tables and links. */
  short: [{ day: 'numeric', month: 'numeric', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZoneName: 'short' }],
  /** "14:00:30 UTC": steps of one alarm, whose date is in the heading; seconds, as order matters. */
  time: [{ hour: '2-digit', minute: '2-digit', second: '2-digit', timeZoneName: 'short' }],
  /** Date, then time on its own line: a narrow table cell. */
  stacked: [{ dateStyle: 'medium' }, { hour: '2-digit', minute: '2-digit', timeZoneName: 'short' }],
} as const satisfies Record<string, readonly ZonelessOptions[]>;

export type MomentStyle = keyof typeof MOMENT_STYLES;

/** The Intl options of each line of a style, in the given zone. */
export function momentLines(style: MomentStyle, timeZone: string): DateTimeFormatOptions[] {
  return MOMENT_STYLES[style].map((options) => ({ ...options, timeZone }));
}
