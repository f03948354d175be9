import { useFormatter, useTranslations } from 'next-intl';

/**
 * How long something took, in words: "12 s", "2 min 5 s" (acknowledgements, the call centre's
 * answer), or to a tenth of a second for a delivery ("1.4 s"). Plain text, so it works in the
 * server-rendered receipts and in the live one alike.
 */
export function useDurationText() {
  const t = useTranslations('Drills');
  const format = useFormatter();
  return {
    /** Whole seconds, with minutes past the first one. */
    long(ms: number): string {
      const total = Math.round(ms / 1000);
      return t('duration', { minutes: Math.floor(total / 60), seconds: total % 60 });
    },
    /** Seconds to a tenth: a delivery usually takes under a minute. */
    seconds(ms: number): string {
      return t('receipt.seconds', { seconds: format.number(ms / 1000, { maximumFractionDigits: 1 }) });
    },
  };
}
