import { cn } from '@/lib/cn';
import { heartPath, logoColours, logoViewBox, pulsePath, pulseStrokeWidth, shieldPath } from './logo-geometry';

/**
 * The ICE SOS mark (shapes and reasons in logo-geometry.ts). Decorative: whatever shows it names
 * the product in text or in an accessible name, so the SVG is hidden from assistive technology.
 */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox={`0 0 ${logoViewBox.width} ${logoViewBox.height}`}
      aria-hidden="true"
      focusable="false"
      data-testid="logo-mark"
      className={cn('size-9 shrink-0', className)}
    >
      <path d={shieldPath} fill={logoColours.shield} />
      <path d={heartPath} fill={logoColours.heart} />
      <path
        d={pulsePath}
        fill="none"
        stroke={logoColours.pulse}
        strokeWidth={pulseStrokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
