/**
 * The ICE SOS mark: a rounded shield (someone watching over you, the guardian blue) holding a
 * heart with a pulse line (a life, the emergency red). Deliberately no cross, crescent or crystal:
 * those are protected emblems (Geneva Conventions) and a red-and-white cross reads as one.
 *
 * One source for every rendering: the React mark (logo-mark.tsx) and the app icons
 * (scripts/render-icons.ts writes public/icons/* from these shapes).
 */
export const logoViewBox = { width: 32, height: 32 } as const;

/** Hex values of the theme tokens in app/globals.css (the PNG renderer has no CSS variables). */
export const logoColours = {
  shield: '#1d4ed8', // --color-guardian
  heart: '#ffffff',
  pulse: '#b91c1c', // --color-emergency
} as const;

/** A shield with a soft top and rounded shoulders, narrowing to a rounded point. */
export const shieldPath =
  'M16 2.25c3.3 1.7 6.6 2.55 10.1 2.7A1.8 1.8 0 0 1 27.8 6.8v7.4c0 7.1-4.6 12.5-11.2 15.4a1.5 1.5 0 0 1-1.2 0C8.8 26.7 4.2 21.3 4.2 14.2V6.8A1.8 1.8 0 0 1 5.9 4.95C9.4 4.8 12.7 3.95 16 2.25Z';

/** A heart centred in the shield's body. */
export const heartPath =
  'M16 24.2c-5.6-3.5-8.4-6.9-8.4-10.2 0-2.6 1.9-4.5 4.3-4.5 1.8 0 3.2 1 4.1 2.5.9-1.5 2.3-2.5 4.1-2.5 2.4 0 4.3 1.9 4.3 4.5 0 3.3-2.8 6.7-8.4 10.2Z';

/** The pulse across the heart, drawn as a stroke. */
export const pulsePath = 'M9.2 15.6h3.1l1.5-2.7 2.3 5.4 1.7-3.4 0.9 0.7h4.1';
export const pulseStrokeWidth = 1.7;
