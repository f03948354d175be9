/**
 * Whether a catalogue product is the pendant: it is named one in English (canonicalName, so a
 * Dutch "Hanger" still counts). The same rule as pickPendant in lib/data/pendant.ts, which falls
 * back to the first product; a product card must not, or a watch would be drawn as a pendant.
 */
export function isPendantProduct(product: { name: string; canonicalName?: string }): boolean {
  return /pendant/i.test(product.canonicalName ?? product.name);
}
