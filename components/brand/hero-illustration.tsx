import { cn } from '@/lib/cn';

/** One person glyph (head and shoulders) in a circle, for the family members around the phone. */
function Avatar({ cx, cy, tone }: { cx: number; cy: number; tone: 'guardian' | 'wellness' }) {
  return (
    <g>
      <circle cx={cx} cy={cy} r={16} className={tone === 'guardian' ? 'fill-guardian' : 'fill-wellness'} />
      <circle cx={cx} cy={cy - 4} r={5} fill="#fff" />
      <path d={`M${cx - 9} ${cy + 10}a9 7.5 0 0 1 18 0Z`} fill="#fff" />
    </g>
  );
}

/** A notification card: who (avatar), two lines standing for its text, and a status dot. */
function NoticeCard({ x, y, tone, badge }: { x: number; y: number; tone: 'guardian' | 'wellness'; badge: 'check' | 'pin' }) {
  return (
    <g>
      {/* A flat offset shape rather than a blur filter: no extra paint cost. */}
      <rect x={x + 3} y={y + 5} width={156} height={60} rx={16} className="fill-foreground" opacity={0.08} />
      <rect x={x} y={y} width={156} height={60} rx={16} className="fill-card stroke-border" strokeWidth={1.5} />
      <Avatar cx={x + 30} cy={y + 30} tone={tone} />
      <rect x={x + 56} y={y + 18} width={64} height={8} rx={4} className="fill-foreground" opacity={0.75} />
      <rect x={x + 56} y={y + 34} width={84} height={8} rx={4} className="fill-muted-foreground" opacity={0.45} />
      {badge === 'check' ? (
        <g>
          <circle cx={x + 146} cy={y + 6} r={12} className="fill-wellness" />
          <path d={`M${x + 140} ${y + 6}l4 4 8-8`} fill="none" stroke="#fff" strokeWidth={3} strokeLinecap="round" strokeLinejoin="round" />
        </g>
      ) : (
        <g>
          <circle cx={x + 146} cy={y + 6} r={12} className="fill-emergency" />
          <path d={`M${x + 146} ${y + 14}c-3-3.4-5.5-6.4-5.5-9.2a5.5 5.5 0 0 1 11 0c0 2.8-2.5 5.8-5.5 9.2Z`} fill="#fff" />
          <circle cx={x + 146} cy={y + 4.8} r={2} className="fill-emergency" />
        </g>
      )}
    </g>
  );
}

/**
 * The hero's picture: the phone with the SOS button, and the people it reaches around it (a
 * family member who saw the alert, one who got the location). Server-rendered SVG with a fixed
 * aspect ratio (width and height attributes), so it costs no script, no request and no layout
 * shift. Decorative: the hero's text already says all of this.
 */
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 440 400"
      width={440}
      height={400}
      aria-hidden="true"
      focusable="false"
      className={cn('h-auto w-full', className)}
    >
      <circle cx={220} cy={200} r={176} className="fill-guardian-soft" />
      <circle cx={220} cy={200} r={176} fill="none" className="stroke-guardian" strokeOpacity={0.15} strokeWidth={2} />

      {/* The phone. */}
      <rect x={134} y={28} width={172} height={344} rx={30} className="fill-foreground" />
      <rect x={144} y={40} width={152} height={320} rx={22} className="fill-card" />
      <rect x={196} y={48} width={48} height={8} rx={4} className="fill-foreground" opacity={0.85} />

      {/* Status chip: protected (green with a tick). */}
      <rect x={168} y={76} width={104} height={26} rx={13} className="fill-wellness-soft stroke-wellness" strokeWidth={1.5} />
      <circle cx={186} cy={89} r={7} className="fill-wellness" />
      <path d="M182.5 89l2.5 2.5 4.5-4.5" fill="none" stroke="#fff" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" />
      <rect x={200} y={85} width={56} height={8} rx={4} className="fill-wellness" opacity={0.8} />

      {/* The SOS button, with the signal going out. */}
      <path d="M166.4 165A70 70 0 0 0 166.4 255M273.6 165A70 70 0 0 1 273.6 255" fill="none" className="stroke-emergency" strokeOpacity={0.35} strokeWidth={4} strokeLinecap="round" />
      <circle cx={220} cy={210} r={62} className="fill-emergency-soft" />
      <circle cx={220} cy={210} r={48} className="fill-emergency" />
      <circle cx={220} cy={210} r={48} fill="none" className="stroke-emergency-strong" strokeWidth={3} />
      <text x={220} y={219} textAnchor="middle" fontSize={26} fontWeight={800} letterSpacing={1} fill="#fff">
        SOS
      </text>

      {/* Lines standing for the screen's text. */}
      <rect x={172} y={296} width={96} height={10} rx={5} className="fill-muted-foreground" opacity={0.35} />
      <rect x={186} y={314} width={68} height={10} rx={5} className="fill-muted-foreground" opacity={0.25} />

      <NoticeCard x={14} y={112} tone="guardian" badge="check" />
      <NoticeCard x={270} y={262} tone="wellness" badge="pin" />

      {/* The shared location. */}
      <g>
        <path d="M366 150c0-17 13-28 26-28s26 11 26 28c0 19-26 44-26 44s-26-25-26-44Z" className="fill-emergency" />
        <circle cx={392} cy={150} r={10} fill="#fff" />
        <ellipse cx={392} cy={198} rx={18} ry={5} className="fill-guardian" opacity={0.2} />
      </g>

      {/* A heart for the people looking after them. */}
      <path
        d="M62 282c-11-7-17-14-17-21 0-5 4-9 9-9 3.5 0 6.3 2 8 5 1.7-3 4.5-5 8-5 5 0 9 4 9 9 0 7-6 14-17 21Z"
        className="fill-emergency"
        opacity={0.85}
      />
    </svg>
  );
}
