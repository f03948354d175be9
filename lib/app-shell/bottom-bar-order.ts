/**
 * The bottom bar's order: the emergency item in the middle, where a thumb finds it without looking,
 * the others (the "More" button among them) around it in their usual order. With an even number of
 * others the extra one goes to the right of it.
 */
export function bottomBarOrder<T extends object>(items: readonly T[]): T[] {
  const emergency = items.find((item) => 'emergency' in item && item.emergency === true);
  if (!emergency) return [...items];
  const others = items.filter((item) => item !== emergency);
  const middle = Math.floor(others.length / 2);
  return [...others.slice(0, middle), emergency, ...others.slice(middle)];
}
