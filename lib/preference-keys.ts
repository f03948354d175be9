/**
 * Local storage keys of the visitor's preferences (docs/product.md#data) and the first-visit flag (docs/product.md#states).
 * Dependency-free so end-to-end helpers can import it too.
 */
export const preferenceKeys = {
  language: 'ice-sos:language',
  currency: 'ice-sos:currency',
  /** Present once the visitor has confirmed the first-visit dialog. */
  visited: 'ice-sos:visited',
} as const;
