import { cn } from '@/lib/cn';

/**
 * The ICE SOS pendant, drawn: a rounded pendant on a lanyard, its SOS button and the small LED
 * that shows it is connected. Server-rendered SVG with fixed width and height attributes (no
 * request, no layout shift). Decorative: the product's name and text sit next to it.
 */
export function PendantIllustration({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 200 240"
      width={200}
      height={240}
      aria-hidden="true"
      focusable="false"
      data-testid="pendant-illustration"
      className={cn('h-auto w-full', className)}
    >
      {/* The lanyard, meeting at the ring. */}
      <path d="M58 0c4 40 26 68 42 84M142 0c-4 40-26 68-42 84" fill="none" className="stroke-guardian" strokeWidth={7} strokeLinecap="round" />
      <circle cx={100} cy={92} r={9} fill="none" className="stroke-muted-foreground" strokeWidth={4} />

      {/* The body, with a soft edge highlight. */}
      <rect x={50} y={100} width={100} height={128} rx={42} className="fill-foreground" />
      <rect x={56} y={106} width={88} height={116} rx={36} fill="none" stroke="#fff" strokeOpacity={0.14} strokeWidth={2} />

      {/* The connection LED and its glow. */}
      <circle cx={100} cy={124} r={8} fill="#34d399" opacity={0.3} />
      <circle cx={100} cy={124} r={4} fill="#34d399" />

      {/* The SOS button. */}
      <circle cx={100} cy={172} r={34} className="fill-emergency-strong" />
      <circle cx={100} cy={170} r={30} className="fill-emergency" />
      <text x={100} y={177} textAnchor="middle" fontSize={19} fontWeight={800} letterSpacing={1} fill="#fff">
        SOS
      </text>
    </svg>
  );
}
