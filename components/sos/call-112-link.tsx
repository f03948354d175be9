import { useTranslations } from 'next-intl';
import { cn } from '@/lib/cn';

/** docs/product.md#limits-and-constants: 112 is the emergency number. Always on the SOS page, whatever state the alarm is in. */
export function Call112Link({ className }: { className?: string }) {
  const t = useTranslations('Sos');
  return (
    <a
      href="tel:112"
      className={cn(
        'inline-flex min-h-11 items-center justify-center gap-2 rounded-md border-2 border-emergency px-4 py-2 font-semibold text-emergency hover:bg-emergency/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emergency',
        className,
      )}
    >
      {t('call112')}
    </a>
  );
}
