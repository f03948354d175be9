import { momentLines } from '@/lib/time/moment-styles';

const DAY_SECONDS = 86_400;

/**
 * The readings chart's time texts in the page's language and the reader's zone, the same zone the
 * readings table shows after mount. uPlot's own defaults are US English (English months, M/D,
 * am/pm) whatever the page's language. Times are Unix seconds, as the chart's data.
 */
export function chartTimeLabels(locale: string, timeZone: string) {
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone });
  const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone });
  // A language-independent key to tell when a tick falls on another day than the one before.
  const dayKey = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone });
  const [legend] = momentLines('short', timeZone).map((options) => new Intl.DateTimeFormat(locale, options));
  const at = (seconds: number) => new Date(seconds * 1000);

  return {
    /**
     * Labels of the time axis' ticks: steps of a day or more show the date; shorter steps show the
     * time, with the date on a second line on the first tick and wherever the day changes.
     */
    axis(splits: readonly number[], stepSeconds: number): string[] {
      if (stepSeconds >= DAY_SECONDS) return splits.map((s) => day.format(at(s)));
      return splits.map((s, index) => {
        const newDay = index === 0 || dayKey.format(at(s)) !== dayKey.format(at(splits[index - 1]));
        return newDay ? `${time.format(at(s))}\n${day.format(at(s))}` : time.format(at(s));
      });
    },
    /** The legend's moment under the cursor, with its zone named; a dash when there is none. */
    legend(seconds: number | null | undefined): string {
      return seconds == null ? '—' : legend.format(at(seconds));
    },
  };
}
