/**
 * Local storage keys of the visitor's preferences (spec §3) and the first-visit flag (spec §4).
 * Dependency-free so end-to-end helpers can import it too.
 */
export const preferenceKeys = {
  language: 'ice-sos:language',
  currency: 'ice-sos:currency',
  /** Present once the visitor has confirmed the first-visit dialog. */
  visited: 'ice-sos:visited',
} as const;
